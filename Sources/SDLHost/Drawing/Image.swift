import CSDL2
import PlaygroundCore

/// A screenshot: ARGB8888 pixels, row-major, `width * height` of them.
public struct Image: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count must match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public func pixel(x: Int, y: Int) -> Color {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
        let v = pixels[y * width + x]
        return Color(UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF), UInt8(v >> 24))
    }
}

extension Image {
    /// Writes the pixels as a PNG (with alpha) via SDL_image.
    public func savePNG(path: String) throws {
        _ = try withSurface { surface in try check(IMG_SavePNG(surface, path), "IMG_SavePNG(\(path))") }
    }

    /// The pixels as an SDL surface over a copy of them, for as long as `body` runs.
    func withSurface<T>(_ body: (UnsafeMutablePointer<SDL_Surface>) throws -> T) throws -> T {
        var copy = pixels
        return try copy.withUnsafeMutableBytes { buffer in
            let surface = try check(
                SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, Int32(width), Int32(height), 32,
                    Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue),
                "SDL_CreateRGBSurfaceWithFormatFrom")
            defer { SDL_FreeSurface(surface) }
            return try body(surface)
        }
    }
}
