import PlaygroundCore

/// Help's section on what the tuning lab and the inspector draw, after the keys: the keys said
/// what G, O and I toggle, never what A and B are, what a lane holds or what a coloured line
/// marks. Each entry says what the code does: A and B (`TuningSession`), the lanes
/// (`GhostLanes`, `GhostLanesView`), the overlay (`PlatformGhostsView`), the inspector's lines,
/// ruler and plot (`MotionInspectorMarks`, `InspectorAlignment`, `InspectorPalette`).
enum HelpConcepts {
    static let heading = "What you see"

    /// A term, then what it is: laid out as a shortcut's keys and action are.
    static let entries: [Shortcut] = [
        Shortcut(
            "B and A",
            "B is live, under the values in force; A is the values pinned (G, or the first change in the "
                + "tuning panel), and every gesture runs again under A, from the same start"),
        Shortcut(
            "Ghost lanes",
            "one lane per ghost, under a strip or beside a list: A's first (purple), then each platform "
                + "ticked in the panel, in its colour; a lane's label says where it rests and when it looks "
                + "still and is at rest"),
        Shortcut(
            "Overlay (O)", "the ghosts drawn over the live content instead, translucent (onion skin); O again: lanes"),
        Shortcut(
            "Inspector lines",
            "orange: where the flick would land without snapping; green: the rest the snap chose (one "
                + "line when they agree); each crosses the point the snap aligns: the centre on the salon, "
                + "the leading edge on a list"),
        Shortcut(
            "Inspector ruler",
            "beside the content, the whole scroll range, its visible part grey, the two lines as ticks; "
                + "the plot: position blue, velocity purple"),
    ]
}
