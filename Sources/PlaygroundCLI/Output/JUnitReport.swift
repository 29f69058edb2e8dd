import Foundation
import PlaygroundCore

/// The JUnit XML that CI systems (GitHub Actions reporters, GitLab, Jenkins) read: one
/// `<testsuite>` for the run, one `<testcase>` per replay file, `<failure>` for a mismatch and
/// `<error>` for a file that could not be read or played.
struct JUnitReport {
    enum Outcome {
        case passed
        case failed(message: String, detail: String)
        case error(message: String, detail: String)
    }

    struct Case {
        /// The file name, e.g. `salon-flicks.jsonl`.
        var name: String
        /// The folder the file is in, as given on the command line.
        var className: String
        var seconds: Double
        var outcome: Outcome
        /// Notes that are not failures (a file cut short, another app version).
        var output: String = ""
    }

    var suiteName: String
    var cases: [Case]
    var seconds: Double

    var failures: Int { cases.filter { if case .failed = $0.outcome { true } else { false } }.count }
    var errors: Int { cases.filter { if case .error = $0.outcome { true } else { false } }.count }

    var xml: String {
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(Self.escape(suiteName))\" \(counts) time=\"\(Self.time(seconds))\">\n"
        out +=
            "  <testsuite name=\"\(Self.escape(suiteName))\" \(counts) skipped=\"0\" time=\"\(Self.time(seconds))\">\n"
        for c in cases {
            out +=
                "    <testcase name=\"\(Self.escape(c.name))\" classname=\"\(Self.escape(c.className))\" "
                + "time=\"\(Self.time(c.seconds))\""
            var body = ""
            switch c.outcome {
            case .passed: break
            case .failed(let message, let detail):
                body +=
                    "      <failure type=\"mismatch\" message=\"\(Self.escape(message))\">"
                    + "\(Self.escape(detail))</failure>\n"
            case .error(let message, let detail):
                body +=
                    "      <error type=\"unreadable\" message=\"\(Self.escape(message))\">"
                    + "\(Self.escape(detail))</error>\n"
            }
            if !c.output.isEmpty { body += "      <system-out>\(Self.escape(c.output))</system-out>\n" }
            out += body.isEmpty ? "/>\n" : ">\n" + body + "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    static func time(_ seconds: Double) -> String { String(format: "%.3f", max(0, seconds)) }

    /// Text and attribute escaping. What may not leave the program raw (`UnsafeScalars`: a file
    /// name's ESC or U+202E, a damaged replay's control characters) is first written as its
    /// escape (`\u202e`), as on stdout and stderr, since the report is read in a terminal
    /// (`--junit /dev/stdout`) and in CI's pages; line feeds are kept. Characters XML 1.0 cannot
    /// hold that are left (U+FFFE / U+FFFF) become U+FFFD so the report still parses.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in UnsafeScalars.escaped(text, keepingLineFeeds: true).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF || (0x7F...0x9F).contains(v) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
