/// The members a printer copies out of a runtime in Exports/Runtime (embedded byte for byte,
/// `EmbeddedRuntimes`), so that the logic an export prints is source that is compiled and checked
/// there: each member is the lines between a `// member NAME` line and its `// end NAME` line,
/// both left out, as the runtime indents them.
struct RuntimeMembers: Sendable {
    /// Where they come from, for a message.
    let file: String
    private let members: [String: String]

    init(_ text: String, file: String) {
        self.file = file
        var members: [String: String] = [:]
        var pending: (name: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split(separator: " ")
            let marker = words.count == 3 && words[0] == "//" ? words[1] : ""
            let name = marker.isEmpty ? "" : String(words[2])
            if marker == "member", pending == nil {
                pending = (name, [])
            } else if marker == "end", let current = pending, current.name == name {
                members[name] = current.lines.map { $0 + "\n" }.joined()
                pending = nil
            } else {
                pending?.lines.append(line)
            }
        }
        self.members = members
    }

    /// The names the runtime marks.
    var names: Set<String> { Set(members.keys) }

    /// Member `name`, each line ending in a newline. The runtimes are compiled in, so a name they
    /// do not mark is a fault in this program, not in its input.
    func callAsFunction(_ name: String) -> String {
        guard let member = members[name] else { preconditionFailure("\(file) marks no member \(name)") }
        return member
    }
}
