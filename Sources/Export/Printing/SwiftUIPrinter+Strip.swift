import Playground

extension SwiftUIPrinter {
    /// `<Stem>ScrollView`: a lazy stack of the strip's items, each group sized as the scene says,
    /// aligned by `viewAligned` (or paged) over margins that put each item at its snap position.
    func stripView(_ layout: AppleStrip) -> String {
        let strip = layout.strip
        let (stack, axis, lead, trail) =
            layout.horizontal
            ? ("LazyHStack", ".horizontal", ".leading", ".trailing") : ("LazyVStack", ".vertical", ".top", ".bottom")
        let geometry = layout.needsViewport(aligned: true)
        var lines = ["ScrollView(\(axis)) {", "    \(stack)(spacing: \(SwiftLiteral.number(strip.spacing.number))) {"]
        for group in strip.groups {
            if let label = group.label {
                lines += SourceLanguage.swift.lineComment(label.prose, indent: "        ").split(separator: "\n").map(
                    String.init)
            }
            let item = group.count == 1 ? "item(\(group.firstIndex))" : "item($0)"
            let sized = item + layout.swiftUISize(group)
            lines.append(
                group.count == 1
                    ? "        \(sized)"
                    : "        ForEach(\(group.firstIndex)..<\(group.firstIndex + group.count), id: \\.self) { \(sized) }"
            )
        }
        lines += ["    }", "    .scrollTargetLayout()", "}"]
        let viewport = "proxy.size.\(layout.length)"
        let margins = [true, false].map { layout.margin(leading: $0, viewport: viewport, aligned: true) }
        lines +=
            margins == ["0", "0"]
            ? []
            : margins[0] == margins[1]
                ? [".contentMargins(\(axis), \(margins[0]), for: .scrollContent)"]
                : [
                    ".contentMargins(\(lead), \(margins[0]), for: .scrollContent)",
                    ".contentMargins(\(trail), \(margins[1]), for: .scrollContent)",
                ]
        switch strip.rule {
        case .none: break
        case .page: lines.append(".scrollTargetBehavior(.paging)")
        case .start, .center, .end:
            let limit = strip.maxItemsPerFling == 1 ? "always" : "never"
            lines.append(".scrollTargetBehavior(.viewAligned(limitBehavior: .\(limit)))")
        }
        if geometry { lines = ["GeometryReader { proxy in"] + lines.map { "    " + $0 } + ["}"] }
        let content = lines.map { "        " + $0 + "\n" }.joined()
        let stem = document.name.typeStem
        return """
            @available(iOS 17.0, *)
            struct \(stem)ScrollView<Item: View>: View {
                @ViewBuilder var item: (Int) -> Item

                var body: some View {
            \(content)    }
            }

            """
    }
}
