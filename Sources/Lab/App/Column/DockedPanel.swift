import Motion
import PlaygroundCore

/// A panel that stays open while you work (HUD, motion inspector; later the tuning panel),
/// docked in the left column by `AppLayout`. The column gives it the width and asks its height
/// once; the frame it draws in may be shorter when the window is tiny, and it draws what fits.
public protocol DockedPanel {
    /// Shown by the layout checker when the panel misbehaves.
    var name: String { get }
    func height(forWidth width: Double) -> Double
    /// How much taller than `height(forWidth:)` the panel may usefully grow when the column has
    /// room to spare (a plot); 0 for a panel of fixed content.
    func growth(forWidth width: Double) -> Double
    func draw(into list: inout DrawList, frame: Rect)
}

extension DockedPanel {
    func growth(forWidth width: Double) -> Double { 0 }

    /// The dark rounded box every docked panel sits on.
    func drawBackground(into list: inout DrawList, frame: Rect) {
        list.fill(frame, Theme.dockBackground, radius: 8)
    }
}
