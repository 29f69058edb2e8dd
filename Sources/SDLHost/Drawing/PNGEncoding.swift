import CSDL2

/// PNG bytes in memory, encoded by SDL_image. The host never writes image files itself: the
/// command line decides where the bytes go and checks every write (a full disk, a broken
/// pipe), and writes a regular file beside its target and renames it into place when complete.
extension Image {
    public func pngData() throws -> [UInt8] { try withSurface(PNGSink.encode) }
}

/// An SDL_RWops that appends whatever SDL_image writes to a Swift array.
private final class PNGSink {
    var bytes: [UInt8] = []

    static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> [UInt8] {
        let sink = PNGSink()
        let rw = try check(SDL_AllocRW(), "SDL_AllocRW")
        rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        rw.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(sink).toOpaque()
        rw.pointee.size = { context in Int64(PNGSink.from(context).bytes.count) }
        rw.pointee.seek = { context, offset, whence in
            // Encoders only ask where they are (offset 0 from the current position).
            offset == 0 && whence != RW_SEEK_SET ? Int64(PNGSink.from(context).bytes.count) : -1
        }
        rw.pointee.read = { _, _, _, _ in 0 }
        rw.pointee.write = { context, pointer, size, count in
            guard let pointer else { return 0 }
            PNGSink.from(context).bytes.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: size * count))
            return count
        }
        rw.pointee.close = { context in
            SDL_FreeRW(context)
            return 0
        }
        // freedst 1: SDL_image closes (and so frees) the RWops whatever happens.
        _ = try withExtendedLifetime(sink) { try check(IMG_SavePNG_RW(surface, rw, 1), "IMG_SavePNG") }
        return sink.bytes
    }

    static func from(_ context: UnsafeMutablePointer<SDL_RWops>?) -> PNGSink {
        Unmanaged<PNGSink>.fromOpaque(context!.pointee.hidden.unknown.data1).takeUnretainedValue()
    }
}
