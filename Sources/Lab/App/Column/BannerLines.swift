import PlaygroundCore

/// Breaks a host's message ("Recording to /home/me/recordings/flick.jsonl") into at most a few
/// lines of a column without ever losing the file name: the message wraps at spaces as usual;
/// when a path will not fit its line, the middle of its directory gives way to "…" first
/// ("/home/…/recordings/flick.jsonl"), then the whole directory ("…/flick.jsonl"); only a file
/// name longer than the lines themselves is broken, and then across lines, never shortened.
enum BannerLines {
    static let ellipsis = "…"

    static func lines(_ text: String, width: Double, size: Double, maxLines: Int) -> [String] {
        let limit = max(1, maxLines)
        let words = text.split(separator: " ").map(String.init)
        // The last word with a slash is the path (a message names one file at most).
        guard let p = words.lastIndex(where: { $0.contains("/") }) else {
            return fitted(TextWrap.lines(text, width: width, size: size), width: width, size: size, limit: limit)
        }
        let path = words[p]
        let slash = path.lastIndex(of: "/")!
        let directory = String(path[...slash])
        let file = String(path[path.index(after: slash)...])
        func message(_ shown: String) -> String { (words[..<p] + [shown] + words[(p + 1)...]).joined(separator: " ") }
        // Keep as much of the directory as lets the path sit whole on one line.
        for kept in stride(from: directory.count, through: 0, by: -1) {
            let shown = elided(directory, keeping: kept) + file
            let wrapped = TextWrap.lines(message(shown), width: width, size: size)
            if wrapped.count <= limit, wrapped.contains(where: { $0.contains(shown) }) { return wrapped }
        }
        // The file name alone is wider than a line: it is broken across lines, kept whole.
        return fitted(
            TextWrap.lines(message(ellipsis + "/" + file), width: width, size: size), width: width, size: size,
            limit: limit)
    }

    /// `directory` (ending in "/") with all but `kept` of its characters replaced by "…": half
    /// from its start, the rest (the folder nearest the file) from its end.
    static func elided(_ directory: String, keeping kept: Int) -> String {
        guard kept < directory.count else { return directory }
        let head = kept / 2
        let tail = max(1, kept - head)  // the final "/" always stays
        return String(directory.prefix(head)) + ellipsis + String(directory.suffix(tail))
    }

    /// `lines` cut to `limit`; when some are left out, the last one kept says so with "…".
    private static func fitted(_ lines: [String], width: Double, size: Double, limit: Int) -> [String] {
        guard lines.count > limit else { return lines }
        var kept = Array(lines.prefix(limit))
        var last = kept[limit - 1]
        while !last.isEmpty, TextMetrics.estimatedWidth(last + ellipsis, size: size) > width { last.removeLast() }
        kept[limit - 1] = last + ellipsis
        return kept
    }
}
