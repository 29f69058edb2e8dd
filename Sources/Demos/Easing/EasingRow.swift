/// One row of the eased list's data (embedded assets): a title and a subtitle.
struct EasingRow: Hashable, Sendable {
    var title: String
    var subtitle: String
}
