/// A failure the command line reports as one line on stderr with its exit code (DESIGN.md):
/// 1 a verification mismatch, 2 bad input (arguments, files), 3 the environment cannot serve.
struct ExitFailure: Error {
    var code: Int32
    var message: String

    static func badInput(_ message: String) -> ExitFailure { ExitFailure(code: 2, message: message) }
    static func environment(_ message: String) -> ExitFailure { ExitFailure(code: 3, message: message) }
    static func mismatch(_ message: String) -> ExitFailure { ExitFailure(code: 1, message: message) }
}
