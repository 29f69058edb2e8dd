import Foundation
import Motion
import Testing

@testable import PlaygroundCore
@testable import SDLHost

@Suite(.serialized) struct FontLocatorTests {
    static let hasFontconfig = FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-match")

    @Test(.enabled(if: hasFontconfig, "fc-match is not installed: font discovery cannot be checked"))
    func fontconfigFindsACJKFace() throws {
        let choice = try FontLocator().locate()
        #expect(FileManager.default.fileExists(atPath: choice.primary.path))
        #expect(FontLocator.fontconfigMatch(FontLocator.cjkPattern) != nil)
    }

    @Test func aMissingExplicitFontIsNamedInTheError() {
        #expect(throws: FontError.fileNotFound(path: "/nonexistent/font.ttf")) {
            try FontLocator().locate(explicitPath: "/nonexistent/font.ttf")
        }
        #expect(FontError.fileNotFound(path: "/x.ttf").description.contains("/x.ttf"))
        #expect(FontError.noUsableFont.description.contains("apt-get install fonts-wqy-microhei"))
        #expect(FontError.noUsableFont.description.contains("--font PATH"))
    }

    @Test func aFileThatIsNotAFontCannotBeOpened() throws {
        let path = "/tmp/sdlhost-not-a-font-\(getpid()).ttf"
        try "not a font".write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        #expect {
            try FontLocator().locate(explicitPath: path)
        } throws: { error in
            guard case .cannotOpen(let p, _) = error as? FontError else { return false }
            return p == path
        }
    }

    @Test func explicitFacesParseTheirIndex() {
        #expect(FontLocator.parse("/a/b.ttc:2") == FontFace(path: "/a/b.ttc", index: 2))
        #expect(FontLocator.parse("/a/b.ttf") == FontFace(path: "/a/b.ttf"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
    func aLatinOnlyFontFallsBackForChinese() throws {
        let choice = try FontLocator().locate(explicitPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        #expect(choice.fallback != nil)
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let canvas = try SurfaceCanvas(width: 200, height: 40, fonts: choice)
        let runs = canvas.textCache.runs(of: "Hi 你好 ok")
        #expect(runs.map(\.slot) == [0, 1, 0])
        var list = DrawList()
        list.text("你好", in: Rect(x: 0, y: 0, width: 200, height: 40), size: 20)
        canvas.render(list, clear: .white)
        #expect(hasInk(canvas, xs: 0..<200, ys: 0..<40))
    }
}
