/// The data sets the Reload button cycles through, chosen to hit the seed's edge cases: the full
/// list, a short list that wraps quickly, one row (never rolls) and none (empty state).
public enum CommentDataSet: String, Hashable, Sendable, CaseIterable {
    case full
    case short
    case single
    case empty

    /// How many rows of Assets/comments.tsv this set shows.
    public static let shortCount = 3

    public var next: CommentDataSet {
        switch self {
        case .full: .short
        case .short: .single
        case .single: .empty
        case .empty: .full
        }
    }

    public func comments(from all: [NoticeComment]) -> [NoticeComment] {
        switch self {
        case .full: all
        case .short: Array(all.prefix(Self.shortCount))
        case .single: Array(all.prefix(1))
        case .empty: []
        }
    }
}
