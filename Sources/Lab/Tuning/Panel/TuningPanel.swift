import Motion
import PlaygroundCore

/// T: the tuning panel's own state (what is selected, typed, dragged). The values it shows
/// live in `TuningSession`; this is only the UI around them.
public struct TuningPanel: Hashable, Sendable {
    public internal(set) var isOpen = false
    /// The selected row, by identity, so a spring editor opening above it does not move it.
    package var selected: TuningRow?
    /// The number being typed after Enter, until Enter or Esc.
    public internal(set) var typing: String?
    /// The row whose slider the pointer holds.
    var dragging: TuningRow?
    /// One line under the rows: why typed text was refused, or what a button did.
    public internal(set) var message: String?
    /// The mass the spring editor quotes stiffness and damping at (display only: the motion
    /// depends on the period and the damping ratio alone).
    var springMass = 1.0
    /// First row shown when the rows do not fit.
    var firstRow = 0
    /// The comparison box's height when the panel was last laid out after a frame
    /// (`TuningSession.followComparison`), to see it change.
    var comparisonHeight: Double?

    /// The panel's width in a window: 300 pt, less in a narrow window so the demo keeps
    /// `AppLayout.usableDemoWidth`, but never below 200 pt while the demo keeps as much as the
    /// panel (`AppLayout` collapses the column to a rail when that is not enough).
    static func width(in window: Size, sidebar: Double) -> Double {
        let room = max(0, window.width - sidebar)
        return min(preferredWidth, max(room - AppLayout.usableDemoWidth, min(room / 2, minimumWidth)))
    }

    static let preferredWidth = 300.0
    static let minimumWidth = 200.0

    /// Rows of `demoID` with the spring editor opened under the selection.
    func rows(demoID: String, catalog: ParameterCatalog = .builtIn) -> [TuningRow] {
        TuningRow.rows(demoID: demoID, catalog: catalog, expanding: selected)
    }

    /// The message's type size.
    static let messageSize = 10.5

    /// Where everything sits in `frame` with `rows`, the message given the lines it wraps to and
    /// the comparison box as tall as its content (`TuningSession.panelLayout` measures it):
    /// drawing and hit-testing both ask there, so a click lands on the row drawn.
    func layout(
        frame: Rect, rows: [TuningRow], comparisonHeight: Double, savesScene: Bool = false
    ) -> TuningPanelLayout {
        var layout = TuningPanelLayout(frame: frame, rows: rows, showsComparison: true, savesScene: savesScene)
        layout.comparisonHeight = comparisonHeight
        return withMessage(layout)
    }

    /// A panel shorter than this (a 480 pt window) gives the comparison box's hints their
    /// short forms: there every line of the box is a line less for the rows.
    static let shortHeight = 560.0

    /// The header and the message alone (what needs no rows: its buttons and chips).
    func layout(frame: Rect, rowCount: Int, savesScene: Bool = false) -> TuningPanelLayout {
        withMessage(TuningPanelLayout(frame: frame, rowCount: rowCount, showsComparison: true, savesScene: savesScene))
    }

    private func withMessage(_ layout: TuningPanelLayout) -> TuningPanelLayout {
        var layout = layout
        layout.messageLines = max(1, messageLines(width: layout.message.width).count)
        return layout
    }

    /// The message as drawn: wrapped to `width`, at most `TuningPanelLayout.maxMessageLines`.
    func messageLines(width: Double) -> [String] {
        guard let message else { return [] }
        return Array(
            TextWrap.lines(message, width: width, size: Self.messageSize).prefix(TuningPanelLayout.maxMessageLines))
    }

    /// The selected row's index, defaulting to the first row.
    func selectedIndex(in rows: [TuningRow]) -> Int {
        selected.flatMap { rows.firstIndex(of: $0) } ?? 0
    }
}
