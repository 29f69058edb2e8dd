/// The cell "classes" a roller can register (the seed's `registerClass:forCellReuseIdentifier:`):
/// a highlighted hot comment and a plain one. A kind is what `dequeue` instantiates when the
/// pool has no waiting cell for the identifier.
public enum CommentCellKind: String, Hashable, Sendable, CaseIterable {
    case hot
    case plain

    /// The reuse identifier the demo registers this kind under.
    public var reuseIdentifier: String {
        switch self {
        case .hot: "HotCommentCell"
        case .plain: "CommentCell"
        }
    }
}
