import Motion
import Testing

@testable import PlaygroundCore
@testable import SDLHost

@Suite(.serialized) struct TextCacheTests {
    private func labels(_ color: Color = .black) -> DrawList {
        var list = DrawList()
        for (i, word) in ["One", "Two 二", "Three 三", "Four", "Five 五"].enumerated() {
            list.text(word, in: Rect(x: 0, y: Double(i) * 20, width: 150, height: 20), size: 14, color: color)
        }
        list.text("Bold", in: Rect(x: 0, y: 100, width: 150, height: 20), size: 14, weight: .bold, color: color)
        return list
    }

    @Test func drawingTheSameListAgainRasterisesNothing() throws {
        let canvas = try headlessCanvas()
        canvas.render(labels(), clear: .white)
        let misses = canvas.textCache.misses
        let hits = canvas.textCache.hits
        #expect(misses == 6)
        canvas.render(labels(), clear: .white)
        #expect(canvas.textCache.misses == misses)
        #expect(canvas.textCache.hits == hits + 6)
        #expect(canvas.textCache.entryCount == 6)
    }

    @Test func alphaAndColourChangesReuseTheTexture() throws {
        let canvas = try headlessCanvas()
        canvas.render(labels(.black), clear: .white)
        let misses = canvas.textCache.misses
        canvas.render(labels(Color(0, 0, 0, 40)), clear: .white)
        canvas.render(labels(Color(200, 30, 30)), clear: .white)
        var faded = DrawList()
        faded.withOpacity(0.3) { $0.append(contentsOf: labels()) }
        canvas.render(faded, clear: .white)
        #expect(canvas.textCache.misses == misses)
    }

    @Test func theCacheEvictsLeastRecentlyUsedBeyondItsCapacity() throws {
        let canvas = try headlessCanvas(textCacheCapacity: 4)
        var list = DrawList()
        for i in 0..<10 { list.text("label \(i)", in: Rect(x: 0, y: 0, width: 150, height: 20)) }
        canvas.render(list, clear: .white)
        #expect(canvas.textCache.entryCount == 4)
        #expect(canvas.textCache.evictions == 6)
        #expect(canvas.textCache.misses == 10)
        // The most recent four survive; the first is gone and is rasterised again.
        var recent = DrawList()
        recent.text("label 9", in: Rect(x: 0, y: 0, width: 150, height: 20))
        canvas.render(recent, clear: .white)
        #expect(canvas.textCache.misses == 10)
        var old = DrawList()
        old.text("label 0", in: Rect(x: 0, y: 0, width: 150, height: 20))
        canvas.render(old, clear: .white)
        #expect(canvas.textCache.misses == 11)
        #expect(canvas.textCache.entryCount == 4)
    }

    @Test func truncatedLabelsAreCachedOnce() throws {
        let canvas = try headlessCanvas()
        var list = DrawList()
        list.text("A long label that needs an ellipsis to fit", in: Rect(x: 0, y: 0, width: 60, height: 20))
        canvas.render(list, clear: .white)
        let misses = canvas.textCache.misses
        canvas.render(list, clear: .white)
        #expect(misses == 1)
        #expect(canvas.textCache.misses == misses)
    }
}
