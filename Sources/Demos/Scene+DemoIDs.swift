import Scenes

extension Scene {
    /// The id a file gets beside the five demos: `Card Carousel.json` → `card-carousel`, and a
    /// file called after a demo `salon-scene`.
    public static func id(forFile path: String) -> String { id(forFile: path, taken: DemoCatalog.ids) }
}
