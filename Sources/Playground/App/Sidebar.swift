import Motion

/// The demo list on the left: name and a one-line "what this re-creates" per demo.
struct Sidebar {
    static let headerHeight = 64.0
    static let rowHeight = 58.0

    var infos: [DemoInfo]
    var selected: Int
    var height: Double
    var slowMotion: Bool
    var tuning = false

    static func rowFrame(_ index: Int) -> Rect {
        Rect(x: 8, y: headerHeight + Double(index) * (rowHeight + 4), width: Theme.sidebarWidth - 16, height: rowHeight)
    }

    /// The button that opens the tuning panel (as T does), above the footer.
    static func tuningButtonFrame(height: Double) -> Rect {
        Rect(x: 8, y: height - 70, width: Theme.sidebarWidth - 16, height: 30)
    }

    func draw(into list: inout DrawList) {
        let width = Theme.sidebarWidth
        list.fill(Rect(x: 0, y: 0, width: width, height: height), Theme.panel)
        list.text("Motion Playground", in: Rect(x: 16, y: 14, width: width - 32, height: 22), size: 17, weight: .bold,
                  color: Theme.panelText)
        list.text("iOS motion, re-created", in: Rect(x: 16, y: 36, width: width - 32, height: 16), size: 11,
                  color: Theme.panelSubtext)
        for (index, info) in infos.enumerated() {
            let frame = Self.rowFrame(index)
            if index == selected { list.fill(frame, Theme.panelSelected, radius: 8) }
            list.text("\(index + 1)  \(info.title)", in: Rect(x: frame.minX + 10, y: frame.minY + 6, width: frame.width - 20, height: 22),
                      size: 14, weight: index == selected ? .bold : .regular, color: Theme.panelText)
            list.text(info.summary, in: Rect(x: frame.minX + 10, y: frame.minY + 30, width: frame.width - 20, height: 18),
                      size: 11, color: Theme.panelSubtext)
        }
        let tune = Self.tuningButtonFrame(height: height)
        list.fill(tune, tuning ? Theme.panelSelected : Color(hex: 0x2C2C2E), radius: 8)
        list.text(tuning ? "Close the tuning panel  (T)" : "Tune parameters  (T)", in: tune.insetBy(10), size: 12,
                  weight: .bold, color: Theme.panelText)
        let footer = slowMotion ? "SLOW MOTION ¼×   F1 help" : "F1 help · H HUD · S slow · I inspect"
        list.text(footer, in: Rect(x: 16, y: height - 30, width: width - 32, height: 20), size: 11,
                  color: slowMotion ? Theme.warning : Theme.panelSubtext)
    }
}
