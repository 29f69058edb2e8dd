import PlaygroundCore

/// Where a declared value comes from, kept as data: a printer decides whether and how to say it
/// (the issue: one line of provenance per number made the code hard to read).
struct ExportNote: Hashable, Sendable {
    /// One line: what changes when it changes (the parameter's summary).
    var summary: String
    /// The platform, seed, scene file or playground reasoning behind the default.
    var source: ParameterSource
    /// The default's value, for "tuned from 0.998".
    var defaultValue: ParameterValue
    /// Whether the value in force differs from the default.
    var isTuned: Bool
}
