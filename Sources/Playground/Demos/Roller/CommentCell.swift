import Motion

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
    static let hotAccent = Color(hex: 0xFE2C55) // Douyin red
    static let likeColor = Color(hex: 0x8A8A8E)

    /// Draws the content laid out for a `bounds`-sized cell with its top-left at `origin`.
    func draw(into list: inout DrawList, bounds: Rect) {
        let h = bounds.height
        list.fill(bounds, kind == .hot ? Self.hotBackground : .white)
        let diameter = max(12, min(36, h - 16))
        let avatar = Rect(x: bounds.minX + 10, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
        list.fill(avatar, avatarColor, radius: diameter / 2)
        list.text(comment.initial, in: avatar, size: diameter * 0.45, weight: .bold, color: .white, alignment: .center)

        let textX = avatar.maxX + 10
        let likesWidth = 56.0
        let textWidth = max(10, bounds.maxX - likesWidth - 8 - textX)
        var nameWidth = min(textWidth, TextMetrics.estimatedWidth(comment.name, size: 12, weight: .bold) + 4)
        if kind == .hot {
            nameWidth = min(nameWidth, max(10, textWidth - 44))
        }
        let nameRow = Rect(x: textX, y: bounds.minY + h * 0.14, width: nameWidth, height: h * 0.34)
        list.text(comment.name, in: nameRow, size: 12, weight: .bold, color: Theme.secondaryText)
        if kind == .hot {
            let badge = Rect(x: nameRow.maxX + 6, y: nameRow.midY - 8, width: 36, height: 16)
            list.fill(badge, Self.hotAccent, radius: 4)
            list.text("热评", in: badge, size: 10, weight: .bold, color: .white, alignment: .center)
        }
        list.text(comment.text, in: Rect(x: textX, y: bounds.minY + h * 0.48, width: textWidth, height: h * 0.4), size: 14,
                  weight: kind == .hot ? .bold : .regular, color: Theme.text)
        list.text("♥ " + comment.likesLabel, in: Rect(x: bounds.maxX - likesWidth - 8, y: bounds.minY, width: likesWidth,
                                                      height: h), size: 11,
                  color: kind == .hot ? Self.hotAccent : Self.likeColor, alignment: .trailing)
    }
}
