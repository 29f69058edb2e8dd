import Motion

/// F1 / ?: every shortcut of the app and of the current demo. Modal, so it may cover the demo;
/// its own lines still fit the window: the line height shrinks to 16 pt, then the demo's
/// shortcuts move to a second column, then the lines that still do not fit are left out.
struct HelpOverlay {
    static let appShortcuts: [Shortcut] = [
        Shortcut("1-9, Tab / Shift-Tab", "switch demo"),
        Shortcut("F1 or ?", "this help"),
        Shortcut("H", "HUD: fps, frame times, renderer, text cache"),
        Shortcut("S", "slow motion (¼ speed)"),
        Shortcut("I", "motion inspector (velocity, landing, target, last gesture)"),
        Shortcut("T", "tuning panel: ↑ ↓ row, ← → step (Shift fine), Enter type, Backspace reset"),
        Shortcut("G / Shift-G", "pin the parameters as A for the ghost / unpin"),
        Shortcut("Ctrl+S", "on a scene, with the tuning panel open: save the values in force to its file"),
        Shortcut("Ctrl+R", "start / stop recording a replay"),
        Shortcut("Ctrl + / Ctrl − / Ctrl 0", "UI scale: larger / smaller / back to the default"),
        Shortcut("Esc", "close overlay, else quit"),
        Shortcut("Q", "quit"),
        Shortcut("Replay: Space . + -", "pause, step a frame, faster, slower"),
    ]
    static let minimumLineHeight = 16.0
    static let maximumLineHeight = 22.0
    /// A section's heading and the gap before it, points.
    static let headingHeight = 30.0

    var demo: DemoInfo
    var window: Size

    func draw(into list: inout DrawList) {
        let app = Self.appShortcuts
        let own = demo.shortcuts
        let room = window.height - 40 - 36
        let oneColumn = (room - 2 * Self.headingHeight) / Double(app.count + own.count)
        let twoColumns = window.width >= 1000 && oneColumn < Self.minimumLineHeight
        let rows = twoColumns ? max(app.count, own.count) : app.count + own.count
        let lineHeight = clamp(
            (room - (twoColumns ? 1 : 2) * Self.headingHeight) / Double(rows),
            Self.minimumLineHeight...Self.maximumLineHeight)
        let width = twoColumns ? min(1240, window.width - 40) : max(200, min(620, window.width - 40))
        let height = (twoColumns ? 1 : 2) * Self.headingHeight + Double(rows) * lineHeight + 36
        let box = Rect(
            center: Point(x: window.width / 2, y: window.height / 2),
            size: Size(width: width, height: min(window.height - 20, height)))
        list.fill(Rect(origin: .zero, size: window), Color(0, 0, 0, 110))
        list.fill(box, Color(hex: 0x2C2C2E), radius: 14)
        let columnWidth = twoColumns ? (box.width - 24) / 2 : box.width
        var section = Section(
            x: box.minX, y: box.minY + 18, width: columnWidth, bottom: box.maxY - 12,
            lineHeight: lineHeight)
        section.draw("Shortcuts", app, into: &list)
        if twoColumns {
            section = Section(
                x: box.minX + columnWidth + 24, y: box.minY + 18, width: columnWidth,
                bottom: box.maxY - 12, lineHeight: lineHeight)
        } else {
            section.y += 4
        }
        section.draw("\(demo.title): \(demo.summary)", own, into: &list)
    }

    /// A heading and its shortcuts, one per line, keys left and action right.
    private struct Section {
        var x: Double
        var y: Double
        var width: Double
        var bottom: Double
        var lineHeight: Double

        mutating func draw(_ heading: String, _ shortcuts: [Shortcut], into list: inout DrawList) {
            guard y + 22 <= bottom else { return }
            list.text(
                heading, in: Rect(x: x + 24, y: y, width: width - 48, height: 22), size: 15, weight: .bold,
                color: .white)
            y += HelpOverlay.headingHeight - 4
            let keys = min(190, (width - 48) * 0.4)
            for s in shortcuts {
                guard y + lineHeight <= bottom else { return }
                let size = min(13, lineHeight - 4)
                list.text(
                    s.keys, in: Rect(x: x + 24, y: y, width: keys - 6, height: lineHeight), size: size,
                    weight: .bold, color: Theme.panelText)
                list.text(
                    s.action, in: Rect(x: x + 24 + keys, y: y, width: width - 48 - keys, height: lineHeight),
                    size: size, color: Theme.panelSubtext)
                y += lineHeight
            }
        }
    }
}
