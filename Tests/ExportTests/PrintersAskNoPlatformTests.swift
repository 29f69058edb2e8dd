import Foundation
import Testing

/// Issue 43: a printer prints the document; it never asks which platform ran. What a format does
/// with a platform is the platform's traits (`ExportPhysics`) and the differences measured when
/// the document was built (`ExportCaveats`), so a fifth platform's home answers once for every
/// format. Read from the printers' source, since a check like `platform == .android` compiles
/// whatever platforms there are.
@Suite struct PrintersAskNoPlatformTests {
    static let exportSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Export")

    static let platformNames = ["ScrollPlatform", ".uikit", ".flutterIOS", ".flutterAndroid", "document.platform"]

    /// Whether `code` holds `name` as a whole name (`document.platform`, not `document.platformConstant`).
    static func names(_ code: Substring, _ name: String) -> Bool {
        var rest = code[...]
        while let range = rest.range(of: name) {
            let next = rest[range.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    @Test func noPrinterNamesAPlatform() throws {
        var checked = 0
        for folder in ["Printing", "Exact"] {
            let url = Self.exportSources.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter {
                $0.hasSuffix(".swift") && $0 != "EmbeddedRuntimes.swift"
            }
            for file in files {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                checked += 1
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    for name in Self.platformNames where Self.names(code, name) {
                        Issue.record("\(folder)/\(file):\(number + 1) names \(name): \(line)")
                    }
                    // `.android` is also the export format's name: only the platform's use is refused.
                    if code.contains("== .android") || code.contains("!= .android") {
                        if !code.contains("format") && !code.contains("self") {
                            Issue.record("\(folder)/\(file):\(number + 1) compares with .android: \(line)")
                        }
                    }
                }
            }
        }
        #expect(checked > 20, "read \(checked) printer files")
    }
}
