/// `export --exact`: the format's own export, then the runtime of its language from
/// Exports/Runtime (embedded in the binary, `EmbeddedRuntimes`), then the glue that builds the
/// runtime's `SnapLayout` with the strip's values and uses it. Kotlin and Dart take imports only
/// before every declaration, so there the runtime's and the glue's imports join the export's own;
/// Swift takes them anywhere, so its runtime follows as it is.
enum ExactExport {
    /// The export of `format` (`export`) with the runtime and glue for `strip`; nil for a format
    /// that is not code (CSS, JSON). Every runtime carries the rule of every platform the
    /// playground simulates, so no export says on top that it carries another's.
    static func text(_ export: String, format: ExportFormat, strip: ExactStrip) -> String? {
        let runtime: String
        let glue: String
        var imports: [String]
        switch format {
        case .swift, .swiftui:
            return export + "\n" + EmbeddedRuntimes.swift + "\n"
                + ExactSwiftGlue(strip: strip, swiftUI: format == .swiftui).text
        case .android:
            runtime = EmbeddedRuntimes.kotlin
            glue = ExactKotlinGlue(strip: strip).text
            imports = ExactKotlinGlue.imports
        case .flutter:
            runtime = EmbeddedRuntimes.dart
            glue = ExactDartGlue(strip: strip).text
            imports = ExactDartGlue.imports
        case .css, .json:
            return nil
        }
        let (runtimeImports, body) = splittingImports(runtime)
        imports = runtimeImports + imports
        return inserting(imports, into: export) + "\n" + body + "\n" + glue
    }

    /// `text`'s import lines, and the text without them (and without the blank line after them).
    static func splittingImports(_ text: String) -> (imports: [String], body: String) {
        var imports: [String] = []
        var body: [Substring] = []
        var afterImport = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("import ") {
                imports.append(String(line))
                afterImport = true
            } else if afterImport, line.isEmpty {
                afterImport = false
            } else {
                body.append(line)
                afterImport = false
            }
        }
        return (imports, body.joined(separator: "\n"))
    }

    /// `text` with each of `imports` it lacks joined to its import block, the block sorted as one
    /// (Dart's `import 'dart:` lines sort before `import 'package:`, as Dart orders them), or
    /// before its first line of code when it has none.
    static func inserting(_ imports: [String], into text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let missing = imports.filter { !lines.contains($0) }.reduce(into: [String]()) { out, line in
            if !out.contains(line) { out.append(line) }
        }
        guard !missing.isEmpty else { return text }
        if let first = lines.firstIndex(where: { $0.hasPrefix("import ") }) {
            // The exports write their imports as one run of lines.
            let end = lines[first...].firstIndex { !$0.hasPrefix("import ") } ?? lines.count
            lines.replaceSubrange(first..<end, with: Set(lines[first..<end] + missing).sorted())
        } else {
            let code = lines.firstIndex { !$0.hasPrefix("//") && !$0.isEmpty } ?? lines.count
            lines.insert(contentsOf: missing + [""], at: code)
        }
        return lines.joined(separator: "\n")
    }
}
