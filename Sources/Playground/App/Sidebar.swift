import Motion

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
            list.text(
                "\(selected + 1)  \(titles[selected])", in: caption, size: 12, weight: .bold, color: Theme.panelText)
        }
        drawFooter(into: &list)
    }

    private func drawEntry(_ index: Int, _ info: DemoInfo, title: String, frame: Rect, into list: inout DrawList) {
        let isSelected = index == selected
        let weight: FontWeight = isSelected ? .bold : .regular
        switch layout.listStyle {
        case .regular:
            if isSelected { list.fill(frame, Theme.panelSelected, radius: 8) }
            let inner = frame.insetBy(dx: 10, dy: 0)
            let titleFrame = Rect(x: inner.minX, y: frame.minY + 6, width: inner.width, height: 22)
            list.text("\(index + 1)  \(title)", in: titleFrame, size: 14, weight: weight, color: Theme.panelText)
            let summary = Rect(x: inner.minX, y: frame.minY + 30, width: inner.width, height: 18)
            list.text(info.summary, in: summary, size: 11, color: Theme.panelSubtext)
        case .compact:
            if isSelected { list.fill(frame, Theme.panelSelected, radius: 8) }
            list.text(
                "\(index + 1)  \(title)", in: frame.insetBy(dx: 10, dy: 4), size: 14, weight: weight,
                color: Theme.panelText)
        case .chips:
            list.fill(frame, isSelected ? Theme.accent : Theme.panelSelected, radius: 6)
            list.text("\(index + 1)", in: frame, size: 14, weight: weight, color: Theme.panelText, alignment: .center)
        }
    }

    /// Two lines at the bottom: what the host says (recording, a message) comes first; the key
    /// hint fills what is left.
    private func drawFooter(into list: inout DrawList) {
        let footer = layout.footer
        var lines: [(String, Color)] = []
        if let recording { lines.append((recording, Theme.recording)) }
        if let banner {
            for line in TextWrap.lines(banner, width: footer.width - 16, size: 11).prefix(2 - lines.count) {
                lines.append((line, Theme.panelText))
            }
        }
        let keys = ("F1 help · H HUD · I inspect", Theme.panelSubtext)
        let hints: [(String, Color)] =
            slowMotion
            ? [("SLOW MOTION ¼×  (S)", Theme.warning), keys]
            : [keys, ("S slow motion · Tab next demo", Theme.panelSubtext)]
        lines += hints.prefix(2 - lines.count)
        for (i, line) in lines.enumerated() {
            list.text(
                line.0,
                in: Rect(
                    x: footer.minX + 8, y: footer.minY + Double(i) * 17, width: footer.width - 16,
                    height: 17), size: 11, color: line.1)
        }
        let tune = layout.tuneButton
        list.fill(tune, tuning ? Theme.panelSelected : Color(hex: 0x2C2C2E), radius: 8)
        list.text(
            tuning ? "Close tuning  (T)" : "Tune parameters  (T)", in: tune.insetBy(dx: 10, dy: 0), size: 12,
            weight: .bold, color: Theme.panelText)
    }
}
