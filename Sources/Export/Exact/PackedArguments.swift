/// Call arguments (`spacing: 16`) packed onto as few lines as fit in `width` columns after
/// `indent`, as a formatter lays out a long call: every line but the last ends in a comma.
func packedArguments(_ arguments: [String], indent: String, width: Int = 100) -> String {
    var lines: [String] = []
    var line = ""
    for argument in arguments {
        if !line.isEmpty, indent.count + line.count + 2 + argument.count + 1 > width {
            lines.append(line + ",")
            line = argument
        } else {
            line += (line.isEmpty ? "" : ", ") + argument
        }
    }
    lines.append(line)
    return lines.map { indent + $0 + "\n" }.joined()
}
