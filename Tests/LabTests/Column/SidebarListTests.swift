import Motion
import SceneTestSupport
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore

/// The demo list names every entry apart: numbered chips that wrap instead of shrinking to
/// "···", the chosen one's title under them, and a scene that shares a title named by its file.
@Suite struct SidebarListTests {
    static let scenes =
        [
            SceneFixtures.scene(SceneFixtures.carousel, id: "carousel"),
            SceneFixtures.scene(SceneFixtures.carousel, id: "my-carousel"),
        ] + (1...4).map { SceneFixtures.scene(SceneFixtures.chips, id: "chips-\($0)") }

    static var infos: [DemoInfo] { DemoCatalog.all.map { $0.info } + scenes.map(\.info) }

    @Test func scenesSharingATitleAreNamedByTheirFiles() {
        let titles = ListTitles.titles(Self.infos)
        #expect(titles.prefix(5) == ArraySlice(DemoCatalog.all.map { $0.info.title }))
        #expect(titles[5] == "Card carousel (carousel.json)")
        #expect(titles[6] == "Card carousel (my-carousel.json)")
        #expect(titles[7] == "Chips (chips-1.json)")
        #expect(Set(titles).count == titles.count)
        // A scene titled like a demo says its file; the demo, which has none, keeps its title.
        let salon = SceneFixtures.scene(
            SceneFixtures.carousel.replacingOccurrences(of: "Card carousel", with: "Salon selector"), id: "salon-copy")
        let mixed = ListTitles.titles([SalonDemo.info, salon.info])
        #expect(mixed == ["Salon selector", "Salon selector (salon-copy.json)"])
    }

    @Test func chipsWrapWithRoomForTwoDigitsAndTheChosenOneIsNamed() throws {
        let layout = AppLayout(window: Size(width: 1024, height: 720), demoCount: 11, panelHeights: [700])
        #expect(layout.listStyle == .chips)
        let chips = layout.rows
        #expect(chips.count == 11)
        for (i, a) in chips.enumerated() {
            #expect(a.width >= AppLayout.minimumChipWidth && layout.column.intersection(a) == a)
            for b in chips[(i + 1)...] { #expect(!a.intersects(b), "chips \(a) and \(b) overlap") }
        }
        // Five to a row: the demos on the first, the scenes under them.
        #expect(Set(chips.map(\.minY)).count == 3)
        let caption = try #require(layout.chipsCaption)
        #expect(caption.minY >= chips.last!.maxY)
        #expect(layout.dock.allSatisfy { $0.minY >= caption.maxY })

        var list = DrawList()
        Sidebar(infos: Self.infos, selected: 6, layout: layout, slowMotion: false).draw(into: &list)
        let texts = list.commands.compactMap { if case .text(let t) = $0 { t } else { nil } }
        let chipTexts = texts.filter { t in chips.contains(t.frame) }.map(\.string)
        #expect(chipTexts == (1...11).map(String.init))
        let named = texts.first { $0.frame == caption }
        #expect(named?.string == "7  Card carousel (my-carousel.json)")
        // Every chip's number fits its chip at its size: nothing is cut to an ellipsis.
        for t in texts where chips.contains(t.frame) {
            #expect(TextMetrics.estimatedWidth(t.string, size: t.size, weight: t.weight) <= t.frame.width)
        }
    }
}
