import Playground

/// What `scene check` prints: the scene's resolved geometry as a table or JSON.
struct SceneReport {
    let scene: Scene
    let geometry: SceneGeometry
    /// Items printed at most, half from each end (nil: all).
    let limit: Int?

    /// The items printed: all of them, or the first and last `limit / 2` of a long scene.
    private var shown: [Int] {
        let count = geometry.itemCount
        guard let limit, count > limit else { return Array(0..<count) }
        return Array(0..<(limit / 2)) + Array((count - limit / 2)..<count)
    }

    /// Where the rows skip the middle of a long scene, and how many items they skip.
    private var gap: (after: Int, skipped: Int)? {
        guard let limit, geometry.itemCount > limit else { return nil }
        return (limit / 2, geometry.itemCount - limit / 2 * 2)
    }

    var json: String {
        let g = geometry
        let shown = self.shown
        var items: [StateValue] = []
        items.reserveCapacity(shown.count)
        for i in shown {
            items.append(
                .fields([
                    "index": .int(i), "group": .int(g.group(of: i)), "start": .double(g.start(of: i)),
                    "end": .double(g.end(of: i)), "snap_offset": snapValue(i),
                ]))
        }
        var fields: [StateField] = [
            StateField("file", .string(scene.file)), StateField("id", .string(scene.id)),
            StateField("title", .string(scene.definition.title)),
            StateField("axis", .string(scene.definition.axis.rawValue)), StateField("snap", .string(g.snap.rawValue)),
            StateField("max_items_per_fling", scene.definition.maxItemsPerFling.map { .int($0) } ?? .null),
            StateField("viewport_length", .double(g.viewportLength)),
            StateField("content_length", .double(g.contentLength)),
            StateField("min_offset", .double(g.minOffset)), StateField("max_offset", .double(g.maxOffset)),
            StateField("item_count", .int(g.itemCount)), StateField("items", .array(items)),
            StateField("truncated", .bool(gap != nil)),
        ]
        if g.snap == .page {
            let pages = (0...min(g.lastPage, (limit ?? Int.max) - 1)).map { StateValue.double(g.pageOffset($0)) }
            fields.append(StateField("pages", .array(pages)))
        }
        return StateValue.object(fields).json
    }

    /// Under `none` and `page` an item has no snap offset of its own.
    private func snapValue(_ i: Int) -> StateValue {
        switch geometry.snap {
        case .none, .page: .null
        case .start, .center, .end: .double(geometry.snapOffset(of: i))
        }
    }

    var table: String {
        let g = geometry
        var out = "\(scene.file): \"\(scene.definition.title)\", \(scene.definition.axis.rawValue), "
        out += "\(g.itemCount) item\(g.itemCount == 1 ? "" : "s"), snap \(g.snap.rawValue)"
        if let n = scene.definition.maxItemsPerFling { out += ", at most \(n) per fling" }
        out += "\nviewport \(n(g.viewportLength)) pt, content \(n(g.contentLength)) pt, "
        out += "offsets \(n(g.minOffset)) to \(n(g.maxOffset)) pt\n\n"
        let rows = shown.map { i in
            [String(i), String(g.group(of: i) + 1), n(g.start(of: i)), n(g.end(of: i)), snapText(i)]
        }
        let header = ["item", "group", "start", "end", "snap offset"]
        let widths = header.indices.map { c in ([header[c]] + rows.map { $0[c] }).map(\.count).max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.indices.map { c in
                let pad = String(repeating: " ", count: widths[c] - cells[c].count)
                return c == 0 ? cells[c] + pad : pad + cells[c]
            }.joined(separator: "  ") + "\n"
        }
        out += line(header)
        for (n, row) in rows.enumerated() {
            if let gap, n == gap.after { out += "… \(gap.skipped) items not shown (--all prints every one)\n" }
            out += line(row)
        }
        if g.snap == .page {
            let pages = (0...min(g.lastPage, 19)).map { n(g.pageOffset($0)) }.joined(separator: ", ")
            out += "\npages (\(g.pageCount)): \(pages)\(g.lastPage > 19 ? ", …" : "")\n"
        }
        return out
    }

    private func snapText(_ i: Int) -> String {
        switch geometry.snap {
        case .none, .page: "–"
        case .start, .center, .end: n(geometry.snapOffset(of: i))
        }
    }

    private func n(_ x: Double) -> String { NumberText.short(x, significant: 12) }
}
