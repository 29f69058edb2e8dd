import Motion
import PlaygroundCore

/// XBNoticeViewCell as a value: made once per `serial` by the roller's reuse pool, configured
/// with a row each time it is dequeued, drawn at whatever pose the roll gives it.
public struct CommentCell: Hashable, Sendable {
    /// Which registered kind made this cell; it keeps its kind for life, like a cell's class.
    public let kind: CommentCellKind
    /// Creation number within its roller (1, 2, ...): tests see reuse as a repeating serial.
    public let serial: Int
    /// The row shown, set by `configure`.
    public private(set) var index = 0
    public private(set) var comment = NoticeComment(name: "", text: "", likes: 0, isHot: false)
    public private(set) var avatarColor = Theme.accent

    public init(kind: CommentCellKind, serial: Int) {
        self.kind = kind
        self.serial = serial
    }

    public var reuseIdentifier: String { kind.reuseIdentifier }

    public mutating func configure(index: Int, comment: NoticeComment, avatarColor: Color) {
        self.index = index
        self.comment = comment
        self.avatarColor = avatarColor
    }

    /// Hot comments get Douyin's warm highlight; plain ones a white card.
    static let hotBackground = Color(hex: 0xFFF3E0)
    static let hotAccent = Color(hex: 0xFE2C55)  // Douyin red
    static let likeColor = Color(hex: 0x8A8A8E)

    /// Draws the content laid out in `bounds` (the roller's size, placed where the pose puts it).
    /// Text grows with the roller: 1× at the 56 pt strip, up to 1.6× in a tall one.
    func draw(into list: inout DrawList, bounds: Rect) {
        let h = bounds.height
        let s = clamp(h / 56, 0.85...1.6)
        list.fill(bounds, kind == .hot ? Self.hotBackground : .white)
        let diameter = max(12, min(36 * s, h - 16))
        let avatar = Rect(x: bounds.minX + 10 * s, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
        list.fill(avatar, avatarColor, radius: diameter / 2)
        list.text(comment.initial, in: avatar, size: diameter * 0.45, weight: .bold, color: .white, alignment: .center)

        // Likes share the name's row so the comment gets the whole width of a narrow roller; they
        // take their own width and a fifth more (the heart and digits are wider in the real font
        // than the estimate says: "♥ 12.3w" was cut to "♥ 12.…"), up to half the row.
        let textX = avatar.maxX + 10 * s
        let likesLabel = "♥ " + comment.likesLabel
        let likesWidth = min(
            max(10, (bounds.maxX - 8 - textX) / 2), TextMetrics.estimatedWidth(likesLabel, size: 11 * s) * 1.2 + 6)
        let nameRow = Rect(
            x: textX, y: bounds.minY + h * 0.12, width: max(10, bounds.maxX - likesWidth - 8 - textX),
            height: h * 0.36)
        // The name comes first: the "热评" badge goes beside it only when both fit (a hot card
        // keeps its warm background and red count without it), and a name longer than its row
        // takes smaller type rather than an ellipsis.
        let nameSize = 12 * s
        let badgeRoom = 42 * s
        let nameNeeds = TextMetrics.estimatedWidth(comment.name, size: nameSize, weight: .bold) + 4
        let showsBadge = kind == .hot && nameNeeds + badgeRoom <= nameRow.width
        let nameWidth = min(nameRow.width, nameNeeds)
        list.fittedText(
            comment.name, in: Rect(x: textX, y: nameRow.minY, width: nameWidth, height: nameRow.height),
            size: nameSize, weight: .bold, color: Theme.secondaryText)
        if showsBadge {
            let badge = Rect(x: textX + nameWidth + 6 * s, y: nameRow.midY - 8 * s, width: 32 * s, height: 16 * s)
            list.fill(badge, Self.hotAccent, radius: 4 * s)
            list.text("热评", in: badge, size: 10 * s, weight: .bold, color: .white, alignment: .center)
        }
        let likes = Rect(x: bounds.maxX - likesWidth - 8, y: nameRow.minY, width: likesWidth, height: nameRow.height)
        list.text(
            likesLabel, in: likes, size: 11 * s,
            color: kind == .hot ? Self.hotAccent : Self.likeColor, alignment: .trailing)
        // The comment is read whole: in a narrow roller it wraps onto a second line under the
        // name row in smaller type (XBNoticeViewCell's label has the cell's height to use).
        let textWidth = max(10, bounds.maxX - 10 - textX)
        let underName = nameRow.midY + TextFit.lineHeight(nameSize) / 2
        list.fittedText(
            comment.text, in: Rect(x: textX, y: bounds.minY + h * 0.48, width: textWidth, height: h * 0.4),
            wrapping: Rect(x: textX, y: underName, width: textWidth, height: bounds.maxY - 2 - underName),
            size: 14 * s, weight: kind == .hot ? .bold : .regular, color: Theme.text)
    }
}
