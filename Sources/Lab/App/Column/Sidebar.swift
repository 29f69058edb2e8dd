import Motion
import PlaygroundCore

/// The left column's list part: the app's name, one entry per demo (in the style `AppLayout`
/// chose: title and summary, title only, or numbered chips with the chosen entry's number and
/// title on a line under them) and the footer with the host's status (recording, messages) and
/// the key hint. Titles come from `ListTitles`, so two scenes never read alike.
struct Sidebar {
    var infos: [DemoInfo]
    var selected: Int
    var layout: AppLayout
    var slowMotion: Bool
    /// "● REC 0:12" while recording, from the host.
    var recording: String?
    /// A message from the host (recording started, saved, failed).
    var banner: String?
    /// Whether the tuning panel is open (the button says so).
    var tuning = false

    func draw(into list: inout DrawList) {
        let column = layout.column
        let width = column.width
        list.fill(column, Theme.panel)
        if layout.listStyle == .rail {
            drawRail(into: &list)
            return
        }
        list.text(
            "Motion Playground", in: Rect(x: 16, y: 14, width: width - 32, height: 22), size: 17, weight: .bold,
            color: Theme.panelText)
        if layout.listStyle != .chips {
            list.text(
                "iOS motion, re-created", in: Rect(x: 16, y: 36, width: width - 32, height: 16), size: 11,
                color: Theme.panelSubtext)
        }
        let titles = ListTitles.titles(infos)
        for (index, info) in infos.enumerated() where layout.rows.indices.contains(index) {
            drawEntry(index, info, title: titles[index], frame: layout.rows[index], into: &list)
        }
        if let caption = layout.chipsCaption, titles.indices.contains(selected) {
            // Chips carry numbers only: the one chosen is named in full under them.
            _ = list.fittedText(
                "\(selected + 1)  \(titles[selected])", in: caption, size: 12, weight: .bold, color: Theme.panelText)
        }
        drawFooter(into: &list)
    }

    private func drawEntry(_ index: Int, _ info: DemoInfo, title: String, frame: Rect, into list: inout DrawList) {
        let isSelected = index == selected
        let weight: FontWeight = isSelected ? .bold : .regular
        let numbered = "\(index + 1)  \(title)"
        switch layout.listStyle {
        case .regular:
            if isSelected { list.fill(frame, Theme.panelSelected, radius: 8) }
            let inner = frame.insetBy(dx: 10, dy: 0)
            // A long title takes a smaller size, then a second line; the summary wraps into
            // what is left of the row's 58 pt and gives up its last words only past that.
            let titleSize = Self.fittingSize(numbered, width: inner.width, sizes: [14, 13, 12], weight: weight)
            let titleLines = TextWrap.lines(numbered, width: inner.width, size: titleSize, weight: weight).prefix(2)
            let titleLine = titleSize + 4
            var y = frame.minY + 4
            for line in titleLines {
                list.text(
                    line, in: Rect(x: inner.minX, y: y, width: inner.width, height: titleLine), size: titleSize,
                    weight: weight, color: Theme.panelText)
                y += titleLine
            }
            let summaryLine = 13.0
            let room = max(1, Int((frame.maxY - 2 - y) / summaryLine))
            for line in BannerLines.lines(info.summary, width: inner.width, size: 10.5, maxLines: room) {
                list.text(
                    line, in: Rect(x: inner.minX, y: y, width: inner.width, height: summaryLine), size: 10.5,
                    color: Theme.panelSubtext)
                y += summaryLine
            }
        case .compact:
            if isSelected { list.fill(frame, Theme.panelSelected, radius: 8) }
            let inner = frame.insetBy(dx: 10, dy: 2)
            let size = Self.fittingSize(numbered, width: inner.width, sizes: [14, 13, 12, 11], weight: weight)
            let lines = TextWrap.lines(numbered, width: inner.width, size: size, weight: weight).prefix(2)
            let lineHeight = inner.height / Double(lines.count)
            for (n, line) in lines.enumerated() {
                list.text(
                    line,
                    in: Rect(
                        x: inner.minX, y: inner.minY + Double(n) * lineHeight, width: inner.width,
                        height: lineHeight), size: size, weight: weight, color: Theme.panelText)
            }
        case .chips, .rail:
            list.fill(frame, isSelected ? Theme.accent : Theme.panelSelected, radius: 6)
            let number = "\(index + 1)"
            // Eleven chips in a row leave each 15 pt: two digits take a smaller size.
            let size = Self.fittingSize(number, width: frame.width - 1, sizes: [14, 13, 12, 11, 10, 9], weight: weight)
            list.text(number, in: frame, size: size, weight: weight, color: Theme.panelText, alignment: .center)
        }
    }

    /// The first of `sizes` at which `text` fits `width` on one line, else the last.
    static func fittingSize(_ text: String, width: Double, sizes: [Double], weight: FontWeight) -> Double {
        sizes.first { TextMetrics.estimatedWidth(text, size: $0, weight: weight) <= width } ?? sizes.last ?? 14
    }

    /// Three lines at the bottom: what the host says (recording, a message, wrapped with its
    /// path's file name kept: `BannerLines`) comes first; the key hint fills what is left.
    private func drawFooter(into list: inout DrawList) {
        let footer = layout.footer
        let lineCount = AppLayout.footerLines
        var lines: [(String, Color)] = []
        if let recording { lines.append((recording, Theme.recording)) }
        if let banner {
            let room = lineCount - lines.count
            for line in BannerLines.lines(banner, width: footer.width - 16, size: 11, maxLines: room) {
                lines.append((line, Theme.panelText))
            }
        }
        let keys = ("F1 help · H HUD · I inspect", Theme.panelSubtext)
        let hints: [(String, Color)] =
            slowMotion
            ? [("SLOW MOTION ¼×  (S)", Theme.warning), keys, ("Tab next demo · T tune", Theme.panelSubtext)]
            : [keys, ("S slow motion · Tab next demo", Theme.panelSubtext), ("T tune · Q quit", Theme.panelSubtext)]
        lines += hints.prefix(max(0, lineCount - lines.count))
        for (i, line) in lines.enumerated() {
            list.text(
                line.0,
                in: Rect(
                    x: footer.minX + 8, y: footer.minY + Double(i) * AppLayout.footerLineHeight,
                    width: footer.width - 16, height: AppLayout.footerLineHeight), size: 11, color: line.1)
        }
        guard layout.listStyle != .rail else { return }
        let tune = layout.tuneButton
        list.fill(tune, tuning ? Theme.panelSelected : Color(hex: 0x2C2C2E), radius: 8)
        list.text(
            tuning ? "Close tuning  (T)" : "Tune parameters  (T)", in: tune.insetBy(dx: 10, dy: 0), size: 12,
            weight: .bold, color: Theme.panelText)
    }

    /// The collapsed column: a chip per demo, the recording clock and the tune button ("T")
    /// at its foot.
    private func drawRail(into list: inout DrawList) {
        for (index, info) in infos.enumerated() where layout.rows.indices.contains(index) {
            drawEntry(index, info, title: info.title, frame: layout.rows[index], into: &list)
        }
        let tune = layout.tuneButton
        list.fill(tune, tuning ? Theme.panelSelected : Theme.dockBackground, radius: 8)
        list.text("T", in: tune, size: 13, weight: .bold, color: Theme.panelText, alignment: .center)
        if let recording {
            let footer = layout.footer
            let lines = TextWrap.lines(recording, width: footer.width, size: 9, weight: .bold).prefix(2)
            for (n, line) in lines.enumerated() {
                list.text(
                    line, in: Rect(x: footer.minX, y: footer.minY + Double(n) * 14, width: footer.width, height: 14),
                    size: 9, weight: .bold, color: Theme.recording, alignment: .center)
            }
        }
    }

    /// In the rail layout, a host's message over the foot of the demo while it lasts (drawn by
    /// the app above the demo, as an overlay): the rail has no room for it.
    func drawRailMessage(into list: inout DrawList) {
        guard layout.listStyle == .rail, let banner else { return }
        let width = layout.railMessage(lines: 1).width - 16
        let lines = BannerLines.lines(banner, width: width, size: 11, maxLines: AppLayout.messageLines)
        let box = layout.railMessage(lines: lines.count)
        list.fill(box, Theme.overlayBackground, radius: 8)
        for (n, line) in lines.enumerated() {
            list.text(
                line,
                in: Rect(
                    x: box.minX + 8, y: box.minY + 4 + Double(n) * AppLayout.footerLineHeight, width: width,
                    height: AppLayout.footerLineHeight), size: 11, color: Theme.panelText)
        }
    }
}
