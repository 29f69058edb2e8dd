import PlaygroundCore

/// The motion inspector's colours, one per meaning, shared by the marks on the content, the
/// ruler, the readout and the plot, so a colour names one thing wherever it appears (orange
/// once meant both "projected landing" and "velocity").
enum InspectorPalette {
    /// Where a release will come to rest with no snapping: lines, ruler ticks, readout.
    static let landing = Theme.warning
    /// Where the snapping chose to rest.
    static let target = Theme.positive
    /// The offset over time, in the plot.
    static let position = Theme.accent
    /// The velocity over time, in the plot and its readout (iOS systemPurple).
    static let velocity = Color(hex: 0xAF52DE)
    /// The visible part of the scroll range on the ruler (iOS systemGray, clear of the rest).
    static let visibleRange = Color(hex: 0x8E8E93)

    /// Every meaning with its colour, for legends and for the test that they all differ.
    static let all: [(meaning: String, color: Color)] = [
        ("landing", landing), ("target", target), ("position", position), ("velocity", velocity),
        ("visible range", visibleRange),
    ]
}
