/// Checks a file the command will write before any work starts, so a typo in a folder name is
/// exit 2 with one line, not a finished run with a lost result. (The rules are `OutputFile`'s.)
enum OutputPath {
    static func validate(_ path: String, flag: String) throws {
        try OutputFile.validate(path, flag: flag)
    }
}
