/// One Douyin-style comment: who wrote it, what, how many likes, whether it is a "hot" one.
public struct NoticeComment: Hashable, Sendable {
    public var name: String
    public var text: String
    public var likes: Int
    public var isHot: Bool

    public init(name: String, text: String, likes: Int, isHot: Bool) {
        self.name = name
        self.text = text
        self.likes = likes
        self.isHot = isHot
    }

    /// Assets/comments.tsv: name, comment, likes, hot flag.
    public static let all: [NoticeComment] = EmbeddedAssets.comments.map { fields in
        NoticeComment(
            name: fields[0], text: fields.count > 1 ? fields[1] : "",
            likes: fields.count > 2 ? Int(fields[2]) ?? 0 : 0,
            isHot: fields.count > 3 && fields[3] == "1")
    }

    /// The like count as Douyin prints it: 1.2w (万) from ten thousand up.
    public var likesLabel: String {
        guard likes >= 10_000 else { return String(likes) }
        let tenths = likes / 1_000
        return tenths % 10 == 0 ? "\(tenths / 10)w" : "\(tenths / 10).\(tenths % 10)w"
    }

    /// The avatar's letter: the first character of the name, capitalised.
    public var initial: String { name.first.map { String($0).uppercased() } ?? "?" }

    /// A stable hash of the name (Swift's `hashValue` is seeded per process, so unusable for replays).
    var nameHash: UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a offset basis
        for scalar in name.unicodeScalars {
            h = (h ^ UInt64(scalar.value)) &* 0x0000_0100_0000_01B3
        }
        return h
    }
}
