/// Why a scene file is refused: where, and what to write instead.
///
/// The line is 1-based. The column is 1-based too and counts Unicode scalars, not bytes, so a
/// CJK title earlier on the line does not push it to the right (a tab counts as one). A file
/// cut short reports the position just after its last character, which can be one line past
/// the last line when the file ends with a line break.
public struct SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// One line: what is wrong and what to write instead. User text in it is quoted with its
    /// control characters escaped and cut at 40 characters.
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `LINE:COLUMN: message`.
    public var description: String { "\(line):\(column): \(message)" }

    /// `FILE:LINE:COLUMN: message`, the form editors and terminals turn into a link.
    public func located(in file: String) -> String { file + ":" + description }
}
