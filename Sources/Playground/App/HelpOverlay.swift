import Motion

/// F1 / ?: every shortcut of the app and of the current demo.
struct HelpOverlay {
    static let appShortcuts: [Shortcut] = [
        Shortcut("1-9, Tab / Shift-Tab", "switch demo"),
        Shortcut("F1 or ?", "this help"),
        Shortcut("H", "HUD: fps, frame times, renderer, text cache"),
        Shortcut("S", "slow motion (¼ speed)"),
        Shortcut("I", "motion inspector (velocity, landing, target, last gesture)"),
        Shortcut("T", "tuning panel: ↑ ↓ row, ← → step (Shift fine), Enter type, Backspace reset"),
        Shortcut("G / Shift-G", "pin the parameters as A for the ghost / unpin"),
        Shortcut("Ctrl+R", "start / stop recording a replay"),
        Shortcut("Esc", "close overlay, else quit"),
        Shortcut("Q", "quit"),
        Shortcut("Replay: Space . + -", "pause, step a frame, faster, slower"),
    ]

    var demo: DemoInfo
    var window: Size

    func draw(into list: inout DrawList) {
        let rows = Self.appShortcuts.count + demo.shortcuts.count + 4
        let box = Rect(center: Point(x: window.width / 2, y: window.height / 2),
                       size: Size(width: max(200, min(620, window.width - 40)),
                                  height: max(120, min(window.height - 40, Double(rows) * 22 + 40))))
        list.fill(Rect(origin: .zero, size: window), Color(0, 0, 0, 110))
        list.fill(box, Color(hex: 0x2C2C2E), radius: 14)
        var y = box.minY + 18
        func line(_ keys: String, _ action: String, bold: Bool = false) {
            list.text(keys, in: Rect(x: box.minX + 24, y: y, width: 190, height: 20), size: 13, weight: .bold, color: Theme.panelText)
            list.text(action, in: Rect(x: box.minX + 220, y: y, width: box.width - 244, height: 20), size: 13, color: Theme.panelSubtext)
            y += 22
        }
        list.text("Shortcuts", in: Rect(x: box.minX + 24, y: y, width: box.width - 48, height: 22), size: 16, weight: .bold, color: .white)
        y += 28
        for s in Self.appShortcuts { line(s.keys, s.action) }
        y += 8
        list.text("\(demo.title): \(demo.summary)", in: Rect(x: box.minX + 24, y: y, width: box.width - 48, height: 22), size: 14,
                  weight: .bold, color: .white)
        y += 26
        for s in demo.shortcuts { line(s.keys, s.action) }
    }
}
