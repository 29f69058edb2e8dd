import Foundation
import Testing

@testable import SnapLayoutRuntime

/// Exports/Runtime/SnapLayout.swift built by SwiftPM as a module of its own (SnapLayoutRuntime,
/// which the shipped binary never links: it embeds the file's text), run over every row of
/// vectors.tsv by the checks of its standalone program (SnapLayoutVectors.swift): every row
/// passes, and a copy with one rest moved by a point fails at that row.
@Suite struct SnapLayoutRuntimeTests {
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("vectors.tsv")

    @Test func everyVectorPasses() throws {
        let text = try String(contentsOf: Self.vectors, encoding: .utf8)
        let result = SnapLayoutVectors.check(text)
        #expect(result.failure == nil, "\(result.failure ?? "")")
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count
        #expect(result.checked == rows && rows > 10_000, "\(result.checked) of \(rows) rows")
    }

    /// A rotation keeps everything but the viewport: resized to its own length, every layout of the
    /// file is itself, and resized to another it keeps its platform's rule and density.
    @Test func aResizedLayoutKeepsItsRule() throws {
        let text = try String(contentsOf: Self.vectors, encoding: .utf8)
        var layouts = 0
        for line in text.split(separator: "\n") where line.hasPrefix("layout\t") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let layout = try #require(SnapLayoutVectors.parseLayout(fields))
            #expect(layout.resized(toViewportLength: layout.viewportLength) == layout, "\(line)")
            let turned = layout.resized(toViewportLength: layout.viewportLength + 100)
            #expect(turned.platform == layout.platform && turned.density == layout.density, "\(line)")
            layouts += 1
        }
        #expect(layouts > 300)
    }

    @Test func aRestMovedByAPointFailsAtItsRow() throws {
        var lines = try String(contentsOf: Self.vectors, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let targets = lines.indices.filter { lines[$0].hasPrefix("target\t") && !lines[$0].hasSuffix("\t-") }
        let index = targets[500]
        var fields = lines[index].split(separator: "\t").map(String.init)
        fields[6] = "\(try #require(Double(fields[6])) + 1)"
        lines[index] = fields.joined(separator: "\t")
        let failure = SnapLayoutVectors.check(lines.joined(separator: "\n")).failure
        #expect(failure?.hasPrefix("vectors.tsv:\(index + 1): got ") == true, "\(failure ?? "no failure")")
    }
}
