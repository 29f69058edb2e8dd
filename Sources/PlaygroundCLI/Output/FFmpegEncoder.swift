import Foundation

/// Raw frames piped into an `ffmpeg` child process that encodes them to MP4 (H.264, yuv420p),
/// WebM (VP9) or GIF (with a palette pass). Frames are BGRA bytes of a fixed size; ffmpeg's
/// messages go to a scratch file so a chatty encoder can never block on a full pipe.
final class FFmpegEncoder {
    enum Container: String, CaseIterable {
        case mp4, webm, gif

        init?(path: String) {
            self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
        }

        /// Encoder options after the input. H.264 and VP9 need even sizes with yuv420p; the
        /// GIF palette is built from the whole clip (palettegen) and then applied (paletteuse).
        var outputArguments: [String] {
            switch self {
            case .mp4:
                [
                    "-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "medium", "-crf", "20", "-movflags",
                    "+faststart",
                    "-f", "mp4",
                ]
            case .webm:
                [
                    "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", "32", "-row-mt", "1",
                    "-deadline", "good", "-cpu-used", "4", "-f", "webm",
                ]
            case .gif:
                [
                    "-filter_complex",
                    "[0:v]split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4",
                    "-loop", "0", "-f", "gif",
                ]
            }
        }
    }

    struct Failure: Error {
        var message: String
        /// 3: the environment (ffmpeg failed); 130: interrupted.
        var exitCode: Int32 = 3
    }

    private let process = Process()
    private let input = Pipe()
    private let logPath: String
    let frameBytes: Int

    /// `ffmpeg` on PATH, or nil.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { String($0) + "/ffmpeg" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Starts ffmpeg writing `output` (already the staged temporary path).
    init(executable: String, width: Int, height: Int, fps: Int, container: Container, output: String) throws {
        frameBytes = width * height * 4
        logPath = NSTemporaryDirectory() + "playground-ffmpeg-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log"
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        guard let log = FileHandle(forWritingAtPath: logPath) else {
            throw Failure(message: "cannot create a scratch file in \(NSTemporaryDirectory()) for ffmpeg's messages")
        }
        // A write into a pipe whose reader died must fail with EPIPE, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "-hide_banner", "-loglevel", "error", "-nostats",
                "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-framerate", String(fps),
                "-i", "pipe:0",
            ] + container.outputArguments + ["-y", output]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot start \(executable): \(error.localizedDescription)")
        }
        try? log.close()
    }

    /// Writes one frame; fails when ffmpeg has stopped reading (it exited with an error).
    func write(_ bytes: [UInt8]) throws {
        precondition(bytes.count == frameBytes, "every frame has the size the encoder was started with")
        let fd = input.fileHandleForWriting.fileDescriptor
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        guard failure == 0 else {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            let message = lastMessage
            unlink(logPath)
            throw Failure(message: "ffmpeg stopped reading frames (\(String(cString: strerror(failure)))): \(message)")
        }
    }

    /// Ends the input and waits for ffmpeg to finish the file.
    func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        defer { unlink(logPath) }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(message: "ffmpeg failed (status \(process.terminationStatus)): \(lastMessage)")
        }
    }

    /// Stops ffmpeg without finishing the file.
    func cancel() {
        if process.isRunning { process.terminate() }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        unlink(logPath)
    }

    /// ffmpeg's last message line, for the one-line error.
    private var lastMessage: String {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").last.map { String($0.prefix(300)) } ?? "no message"
    }
}
