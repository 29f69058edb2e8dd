/// A failure the command line reports as one line on stderr with its exit code (DESIGN.md):
/// 1 a verification mismatch, 2 bad input (arguments, files), 3 the environment cannot serve.
struct ExitFailure: Error {
    var code: Int32
    var message: String
    /// Whether the line starts with `playground: `; a located error (`FILE:LINE:COLUMN: …`)
    /// starts with its file, the form editors and CI annotations read.
    var prefixed = true

    static func badInput(_ message: String) -> ExitFailure { ExitFailure(code: 2, message: message) }
    /// Bad input in a file, as `FILE:LINE:COLUMN: what is wrong and what to write instead`.
    static func located(_ line: String) -> ExitFailure { ExitFailure(code: 2, message: line, prefixed: false) }
    static func environment(_ message: String) -> ExitFailure { ExitFailure(code: 3, message: message) }
    static func mismatch(_ message: String) -> ExitFailure { ExitFailure(code: 1, message: message) }
}
