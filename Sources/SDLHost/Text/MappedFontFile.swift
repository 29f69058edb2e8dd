import CSDL2
import Glibc

/// A font file mapped into memory once, every size and weight opened from it.
///
/// Why: SDL_ttf opened from a path reads through a file stream, so FreeType's every table and
/// glyph access was an lseek and a read (hundreds of system calls for a first frame's labels),
/// and each size opened the file again. From the mapping FreeType reads memory; pages come in
/// as they are touched.
final class MappedFontFile {
    let path: String
    private let base: UnsafeMutableRawPointer
    private let size: Int

    init?(path: String) {
        // Non-blocking, so a FIFO put in the font's place since it was checked cannot hang the open.
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0, info.st_size <= Int(Int32.max)
        else { return nil }
        guard let mapped = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
            return nil
        }
        self.path = path
        base = mapped
        size = Int(info.st_size)
    }

    /// Must outlive every font opened from it (TextCache closes its fonts first).
    deinit { munmap(base, size) }

    /// TTF_OpenFontIndex on the mapped bytes; the RWops is freed with the font.
    func open(pixelSize: Int, index: Int) -> OpaquePointer? {
        guard let stream = SDL_RWFromConstMem(base, Int32(size)) else { return nil }
        return TTF_OpenFontIndexRW(stream, 1, Int32(pixelSize), CLong(index))
    }
}
