/// Parses every line of a JSON Lines buffer with the replay format's own parser and counts the
/// values: the part of reading a replay that `playground bench --json-parser` compares with
/// Foundation's `JSONSerialization` (docs/replay-format.md says why the format keeps its own).
public enum JSONLineScan {
    /// The number of lines that parsed, and the first failure's 1-based line, if any.
    public static func parseLines(_ bytes: [UInt8]) -> (parsed: Int, failedLine: Int?) {
        var parsed = 0
        var start = 0
        var line = 0
        return bytes.withUnsafeBufferPointer { buffer in
            while start < buffer.count {
                line += 1
                var end = start
                while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                if end > start {
                    do throws(JSONParser.Failure) {
                        _ = try JSONParser.parse(buffer, start..<end)
                        parsed += 1
                    } catch {
                        return (parsed, line)
                    }
                }
                start = end + 1
            }
            return (parsed, nil)
        }
    }
}
