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
            if !Self.isOnePerFling(strip) { lines.append(".scrollTargetBehavior(.viewAligned(limitBehavior: .never))") }
        }
        if geometry { lines = ["GeometryReader { proxy in"] + lines.map { "    " + $0 } + ["}"] }
        let content = lines.map { "        " + $0 + "\n" }.joined()
        let stem = document.name.typeStem
        let body =
            Self.isOnePerFling(strip)
            ? """
                var body: some View {
                    if #available(iOS 18.0, *) {
                        strip.scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
                    } else {
                        strip.scrollTargetBehavior(.viewAligned(limitBehavior: .always))
                    }
                }

                /// The items over their margins; `body` says how far a fling goes.
                private var strip: some View {
            \(content)    }
            """
            : """
                var body: some View {
            \(content)    }
            """
        return """
            @available(iOS 17.0, *)
            struct \(stem)ScrollView<Item: View>: View {
                @ViewBuilder var item: (Int) -> Item

            \(body)
            }

            """
    }

    /// One item per fling on a snapping strip: iOS 18's `.alwaysByOne`, which iOS 17 lacks
    /// (its `.always` lets a fling pass a few views).
    static func isOnePerFling(_ strip: ExportStrip) -> Bool {
        strip.maxItemsPerFling == 1 && [.start, .center, .end].contains(strip.rule)
    }

    /// The top line for a one-per-fling strip: what iOS 17 loses.
    func onePerFlingNote(_ strip: ExportStrip) -> String {
        guard Self.isOnePerFling(strip) else { return "" }
        return SourceLanguage.swift.lineComment(
            "One item per fling from iOS 18 (.alwaysByOne); on iOS 17 a fast fling may pass a few "
                + "(.always, the nearest it has).")
    }
}
