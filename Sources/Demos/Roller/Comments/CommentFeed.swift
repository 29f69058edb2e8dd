import Motion
import PlaygroundCore

/// The demo's data source: a list of comments, hot ones in the hot cell, the rest plain.
public struct CommentFeed: RollingNoticeDataSource {
    public var comments: [NoticeComment]
    /// Rotates the avatar palette (chosen from the session seed, so colours replay).
    public var paletteOffset: Int

    public init(comments: [NoticeComment], paletteOffset: Int = 0) {
        self.comments = comments
        self.paletteOffset = paletteOffset
    }

    /// Douyin-ish avatar colours.
    static let palette: [Color] = [
        Color(hex: 0xFE2C55), Color(hex: 0x25F4EE), Color(hex: 0x5856D6), Color(hex: 0xFF9500),
        Color(hex: 0x34C759), Color(hex: 0x007AFF), Color(hex: 0xAF52DE), Color(hex: 0xFF6482),
    ]

    public func numberOfRows(in view: RollingNoticeView) -> Int { comments.count }

    public func rollingNoticeView(_ view: inout RollingNoticeView, cellAt index: Int) -> CommentCell {
        let comment = comments[index]
        let kind: CommentCellKind = comment.isHot ? .hot : .plain
        var cell = view.dequeueReusableCell(withIdentifier: kind.reuseIdentifier)
        let color = Self.palette[
            (Int(comment.nameHash % UInt64(Self.palette.count)) + paletteOffset) % Self.palette.count]
        cell.configure(index: index, comment: comment, avatarColor: color)
        return cell
    }
}
