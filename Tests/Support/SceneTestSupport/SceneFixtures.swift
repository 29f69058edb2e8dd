import Demos
import Motion
import PlaygroundCore
import Scenes

/// Scenes for the tests, written as a user writes them, and a demo of one in a window-sized area.
public enum SceneFixtures {
    /// The issue's example: 20 cards of 280 × 180 and a featured one of 320 × 180, centred, the
    /// first and last reaching the centre (as the shipped carousel).
    public static let carousel = """
        {"scene": 1, "title": "Card carousel", "axis": "horizontal",
         "items": [{"size": [280, 180], "repeat": 20}, {"size": [320, 180], "label": "Featured", "color": "#3478F6"}],
         "spacing": 16, "insets": [24, 24], "snap": "center", "max_items_per_fling": 1, "reach_ends": true,
         "parameters": {"deceleration_rate": 0.99}}
        """

    /// The carousel without the fling limit: a flick lands on the card nearest its projection.
    public static let freeCarousel = carousel.replacing(#""max_items_per_fling": 1,"#, with: "")

    /// Rows of three heights snapping to their starts.
    public static let feed = """
        {"scene": 1, "title": "Feed", "axis": "vertical",
         "items": [{"size": [500, 44]}, {"size": [500, 88], "repeat": 6}, {"size": [500, 240]},
                   {"size": [500, 88], "repeat": 30}],
         "spacing": 8, "insets": [12, 12], "snap": "start"}
        """

    /// Full-width pages.
    public static let pager = """
        {"scene": 1, "title": "Pager", "axis": "horizontal", "items": [{"size": [600, 300], "repeat": 8}],
         "snap": "page"}
        """

    /// Chips resting at their ends.
    public static let chips = """
        {"scene": 1, "title": "Chips", "axis": "horizontal",
         "items": [{"size": [72, 32]}, {"size": [96, 32], "repeat": 9}, {"size": [130, 32], "repeat": 9}],
         "spacing": 8, "insets": [16, 16], "snap": "end"}
        """

    /// A chip row snapping chips to their starts: 1480 pt of content whose last chips cannot
    /// rest their starts at the start of a 784 pt viewport (SceneRestRangeTests, WheelNotchTests).
    public static let chipRow = """
        {"scene": 1, "title": "Chip row", "axis": "horizontal",
         "items": [{"size": [72, 32]}, {"size": [96, 32], "repeat": 3}, {"size": [120, 32], "repeat": 4},
                   {"size": [84, 32], "repeat": 6}],
         "spacing": 8, "insets": [16, 16], "snap": "start"}
        """

    /// A long list that stops wherever the glide does.
    public static let rows = """
        {"scene": 1, "title": "Rows", "axis": "vertical", "items": [{"size": [480, 56], "repeat": 1000000}],
         "spacing": 1, "snap": "none"}
        """

    /// The demo area of a 1024 × 720 window (the panel takes the left 240 pt).
    public static let area = Size(width: 784, height: 720)

    public static func scene(_ text: String, id: String = "test") -> Scene {
        do {
            return try Scene(id: id, file: id + ".json", source: text)
        } catch {
            preconditionFailure("fixture does not parse: \(error)")
        }
    }

    /// A scene demo with the file's values, or `settings` (`spacing=40`, the id's prefix added).
    public static func demo(_ text: String, area: Size = area, settings: [String: String] = [:]) -> SceneDemo {
        demo(scene(text), area: area, settings: settings)
    }

    /// The same for a scene already read (a shipped one).
    public static func demo(_ scene: Scene, area: Size = area, settings: [String: String] = [:]) -> SceneDemo {
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        for (name, value) in settings {
            do {
                try values.set("\(scene.id).\(name)", to: value)
            } catch {
                preconditionFailure("\(error)")
            }
        }
        return SceneDemo(scene: scene, context: DemoContext(viewport: area, seed: 1, parameters: values))
    }
}

extension SceneDemo {
    /// The middle of the scrolling viewport, in demo points: where tests press.
    public var viewportCentre: Point { Point(x: viewportFrame.midX, y: viewportFrame.midY) }

    /// The snap offset of the item the demo says is selected, or nil.
    public var selectedSnapOffset: Double? { selectedIndex.map { geometry.snapOffset(of: $0) } }
}
