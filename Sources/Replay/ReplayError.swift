import PlaygroundCore

/// Why a replay file cannot be read, recorded or played: one line saying what is wrong,
/// where (file and line), and what to do.
///
/// `description` reads `replay.jsonl:12: frame time goes backwards (16600 µs after 33200 µs);
/// the file is damaged — re-record it`. The command line prints it and exits with code 2.
public struct ReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// No file at the path.
        case fileMissing
        /// The path names a directory or something else that is not a regular file.
        case notAFile
        /// The file exists but cannot be opened or read.
        case unreadable
        /// The file holds no bytes (or only blank lines).
        case empty
        /// The content is not a replay, or a line is malformed or inconsistent.
        case damaged
        /// Written by a newer format version than this build reads.
        case newerVersion
        /// The header names a demo this build does not have.
        case unknownDemo
        /// A header setting names no parameter, or has a value the parameter does not take.
        case badSetting
        /// The header is valid but the session refuses to start from it.
        case sessionRefused
        /// The recorder cannot create the file there (a folder that is missing or not
        /// writable, a directory in the way).
        case cannotWrite
        /// The recorder refuses the path because something is already there: a file or a
        /// symbolic link. Recordings never overwrite.
        case exists
        /// The system refused to store data: a full disk (ENOSPC, EDQUOT), an I/O error, a
        /// file-size limit. The lines written before are kept and the file replays up to there.
        case writeFailed
        /// The recorder was handed something the format cannot hold (a host bug).
        case cannotRecord
    }

    public var kind: Kind
    /// The path as the user gave it.
    public var file: String
    /// 1-based line number, when the problem is on a line.
    public var line: Int?
    /// What is wrong, e.g. `frame time goes backwards (16600 µs after 33200 µs)`.
    public var problem: String
    /// What to do, e.g. `the file is damaged — re-record it`.
    public var advice: String
    /// For `.writeFailed`: the system's words, e.g. `No space left on device` (short enough
    /// for the window's indicator).
    public var cause: String?

    public init(_ kind: Kind, file: String, line: Int? = nil, problem: String, advice: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.problem = problem
        self.advice = advice
    }

    /// Always one line: text taken from the file or the path (a demo name holding ESC, a
    /// string with a newline) is escaped by `TerminalText`.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return TerminalText.escaped("\(place): \(problem); \(advice)")
    }

    static let badSettingAdvice = "\(ParameterError.advice) — fix or remove the setting"
    static let damagedAdvice = "the file is damaged — re-record it"
    static let notReplayAdvice =
        "this is not a playground replay file — pass a .jsonl file written by `playground run --record`"
}
