import ArgumentParser
import Foundation
import Motion
import Replay
import SDLHost

/// `playground export-video FILE OUT [--from F] [--to T] [--scale S] [--fps N] [--crop demo|x,y,w,h]
/// [--no-pointer]`: the recorded frames rendered headless with the software renderer, the pointer
/// drawn over them, cut to the crop and encoded by ffmpeg, at the pace they were recorded (see
/// `VideoTimeline` for which frame each video frame shows). An OUT ending in .png is one still
/// of frame F, drawn the same way.
struct ExportVideoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-video",
        abstract: "Render a replay to an MP4 (H.264), WebM (VP9) or GIF video with ffmpeg, or one frame to a PNG.",
        discussion: """
            The video covers recorded time from frame F to frame T at a constant --fps: video frame k shows the last \
            recorded frame at or before F's time + k/fps, so it has floor((t_T - t_F) * fps) + 1 frames and lasts \
            as long as the session did. --scale 1 is one pixel per point. GIF frame delays are whole centiseconds and \
            browsers slow down delays under 20 ms, so use --fps 50 or less for GIFs. \
            The pointer is drawn over the picture: a small ring while it hovers, a translucent grey 44-pt touch dot \
            while the button is down (--no-pointer leaves it out). --crop demo films only the demo's area: the \
            union of its area over the exported frames (opening the tuning panel narrows it), so every frame's demo \
            is whole; --crop x,y,w,h films that rectangle of the window, in points. Crops are widened by a pixel \
            where needed to keep both sides even. OUT.png writes the single frame F (no ffmpeg needed). \
            Exit codes: 0 written, 2 bad arguments or replay, 3 ffmpeg missing or failed, no font, or the file \
            cannot be written.
            """
    )

    @Argument(help: "The replay file.") var file: String
    @Argument(help: "The video to write: .mp4, .webm or .gif; or .png for one frame (F).") var out: String
    @Option(name: .long, help: "First frame index (default: the first frame).") var from: Int?
    @Option(name: .long, help: "Last frame index, inclusive (default: the last frame).") var to: Int?
    @Option(name: .long, help: "Pixels per point, 0.25 to 4.") var scale = 1.0
    @Option(name: .long, help: "Video frames per second, 1 to 240.") var fps = 60
    @Option(name: .long, help: "Font file for text.") var font: String?
    @Option(name: .long, help: "Film only part of the window: demo (the demo's area) or x,y,w,h in points.")
    var crop: String?
    @Flag(name: .long, help: "Leave out the pointer (the hover ring and the touch dot).") var noPointer = false

    static let maxPixels = PNGExport.maxSide

    func run() throws {
        InputFiles.declare(file, as: "the recording")
        InputFiles.declareFont(font)
        let still = URL(fileURLWithPath: out).pathExtension.lowercased() == "png"
        let container = FFmpegEncoder.Container(path: out)
        guard still || container != nil else {
            throw ExitFailure.badInput("the output \(out) must end in .mp4, .webm, .gif or .png")
        }
        guard scale.isFinite, (0.25...4).contains(scale) else {
            throw ExitFailure.badInput("--scale must be between 0.25 and 4")
        }
        guard (1...240).contains(fps) else { throw ExitFailure.badInput("--fps must be between 1 and 240") }
        let cropChoice = try crop.map { text in
            guard let choice = VideoCrop(argument: text) else {
                throw ExitFailure.badInput(
                    "--crop \(text) is not demo or x,y,w,h (points, width and height above 0); "
                        + "for example --crop demo or --crop 240,0,784,720")
            }
            return choice
        }
        try OutputPath.validate(out, flag: still ? "the image" : "the video")
        let replay: Replay
        do { replay = try ReplayReader().read(path: file) } catch { throw ExitFailure.badInput(error.description) }
        if let notice = replay.notice { Log.info(notice) }
        guard let firstIndex = replay.frames.first?.frame.index, let lastIndex = replay.frames.last?.frame.index else {
            throw ExitFailure.badInput("\(file) has no frames to show; record a session with `playground run --record`")
        }
        let f = from ?? firstIndex
        let t = still ? (to ?? f) : (to ?? lastIndex)
        for (flag, value) in [("--from", f), ("--to", t)] where !(firstIndex...lastIndex).contains(value) {
            throw ExitFailure.badInput("\(flag) \(value) is outside the replay's frames \(firstIndex)…\(lastIndex)")
        }
        guard !still || f == t else {
            throw ExitFailure.badInput("a .png holds one frame: give --from F alone (not --to \(t))")
        }
        guard f <= t else { throw ExitFailure.badInput("--from \(f) comes after --to \(t); give F ≤ T") }
        let width = Self.even(replay.header.viewport.width * scale)
        let height = Self.even(replay.header.viewport.height * scale)
        let first = f - firstIndex
        let last = t - firstIndex
        let area = try cropArea(cropChoice, replay: replay, first: first, last: last)
        guard let pixels = VideoCrop.pixels(of: area, scale: scale, width: width, height: height) else {
            throw ExitFailure.badInput(
                "--crop \(crop ?? "") leaves less than 2×2 pixels of the \(width)×\(height) frame")
        }
        guard pixels.width <= Self.maxPixels, pixels.height <= Self.maxPixels else {
            throw ExitFailure.badInput(
                "the video would be \(pixels.width)×\(pixels.height) pixels; lower --scale "
                    + "(at most \(Self.maxPixels) a side)")
        }
        if still {
            let renderer = try makeRenderer(replay, width: width, height: height, crop: pixels)
            renderer.skip(through: first - 1)
            renderer.step(through: first)
            try PNGExport.save(renderer.renderImage(), to: out, flag: "OUT")
            Log.info("wrote \(out): frame \(f), \(pixels.width)×\(pixels.height)")
            return
        }
        guard let container, let ffmpeg = FFmpegEncoder.locate() else {
            throw ExitFailure.environment(
                "ffmpeg is not installed or not on PATH; install it with `apt-get install ffmpeg` "
                    + "(or scripts/install-deps.sh)")
        }
        let timeline = VideoTimeline(replay: replay, first: first, last: last, fps: fps)
        try Self.checkLength(timeline, range: (f, t))
        if container == .gif, fps > 50 {
            Log.info(
                "note: GIF delays under 20 ms play slowly in browsers; --fps 50 or less plays at the recorded pace")
        }
        let renderer = try makeRenderer(replay, width: width, height: height, crop: pixels)
        try encode(renderer, timeline: timeline, container: container, ffmpeg: ffmpeg)
        Log.info(
            "wrote \(out): \(timeline.frameCount) frames at \(fps) fps "
                + "(\(String(format: "%.2f", timeline.seconds)) s), "
                + "\(pixels.width)×\(pixels.height), frames \(f)…\(t)")
    }

    /// Most video frames an export makes: an hour at 60 fps. A valid recording may span up to
    /// 10^13 µs (the format's limit), which at 60 fps is 6 × 10^8 frames: days of rendering, and
    /// a GIF growing by hundreds of MB a second.
    static let maxVideoFrames = 216_000

    /// Refuses, before anything is rendered, a video longer than `maxVideoFrames`, saying how to
    /// cut it: the frames to keep (and the gap that makes it long, when one does) or a lower rate.
    static func checkLength(_ timeline: VideoTimeline, range: (from: Int, to: Int)) throws(ExitFailure) {
        guard timeline.frameCount > maxVideoFrames else { return }
        let span = Double(timeline.times[timeline.last] - timeline.times[timeline.first]) / 1e6
        var gap = (length: Int64(0), after: timeline.first)
        for p in timeline.first..<timeline.last where timeline.times[p + 1] - timeline.times[p] > gap.length {
            gap = (timeline.times[p + 1] - timeline.times[p], p)
        }
        var cut = "film part of it with --from F --to T"
        if Double(gap.length) / 1e6 > span / 2 {
            let before = range.from + (gap.after - timeline.first)
            cut +=
                " (frame \(before + 1) comes \(String(format: "%.1f", Double(gap.length) / 1e6)) s after frame "
                + "\(before): --to \(before) ends before that wait)"
        }
        // The highest rate at which the whole span fits, when there is one.
        let rate = Int(Double(maxVideoFrames - 1) / span)
        throw .badInput(
            "the video would have \(timeline.frameCount) frames (\(String(format: "%.1f", span)) s at "
                + "\(timeline.fps) fps), more than the \(maxVideoFrames) an export makes; \(cut)"
                + (rate >= 1 ? ", or give --fps \(rate) or less" : ""))
    }

    /// The window's rectangle (points) the output shows: all of it without --crop.
    private func cropArea(_ choice: VideoCrop?, replay: Replay, first: Int, last: Int) throws -> Rect {
        let window = Rect(origin: .zero, size: replay.header.viewport)
        switch choice {
        case nil:
            return window
        case .demo:
            do {
                return try VideoCrop.demoArea(of: replay, first: first, last: last)
            } catch {
                throw ExitFailure.badInput(error.description)
            }
        case .points(let rect):
            guard rect.maxX <= window.maxX, rect.maxY <= window.maxY else {
                throw ExitFailure.badInput(
                    "--crop \(crop ?? "") reaches past the recording's "
                        + String(format: "%g×%g window (points)", window.width, window.height))
            }
            return rect
        }
    }

    private func makeRenderer(
        _ replay: Replay, width: Int, height: Int, crop: VideoCrop.Pixels
    ) throws -> ReplayFrameRenderer {
        SDLContext.useHeadlessVideo()
        let canvas: SurfaceCanvas
        do {
            let fonts = try FontLocator().locate(explicitPath: font)
            canvas = try SurfaceCanvas(width: width, height: height, pixelScale: scale, fonts: fonts)
        } catch let error as FontError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        } catch let error as SDLError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        }
        do {
            return try ReplayFrameRenderer(replay: replay, canvas: canvas, crop: crop, drawsPointer: !noPointer)
        } catch {
            throw ExitFailure.badInput(error.description)
        }
    }

    /// Rounded to an even number of pixels: H.264 and VP9 with yuv420p need even sizes.
    static func even(_ x: Double) -> Int {
        let n = max(2, Int(x.rounded()))
        return n % 2 == 0 ? n : n + 1
    }

    /// The one place this command writes its file: ffmpeg writes the staged temporary file,
    /// which is renamed over OUT only when ffmpeg has finished it.
    private func encode(
        _ renderer: ReplayFrameRenderer, timeline: VideoTimeline, container: FFmpegEncoder.Container, ffmpeg: String
    ) throws {
        renderer.skip(through: timeline.first - 1)
        let width = renderer.crop.width
        let height = renderer.crop.height
        let staged = try OutputFile(path: out, flag: "OUT")
        let encoder: FFmpegEncoder
        do {
            encoder = try FFmpegEncoder(
                executable: ffmpeg, width: width, height: height, fps: timeline.fps, container: container,
                output: staged.writePath)
        } catch let failure as FFmpegEncoder.Failure {
            throw ExitFailure.environment(failure.message)
        }
        // Ctrl-C or SIGTERM (and so SIGHUP and SIGQUIT, `TerminationSignals`) stops between
        // frames, so the half-written file is removed, not left beside OUT.
        HostSetup.unblockQuitSignals()
        signal(SIGINT) { _ in exportInterrupted = 1 }
        signal(SIGTERM) { _ in exportInterrupted = 1 }
        let progress = ProgressBar(total: timeline.frameCount, label: "video frames", minimumTotal: 30)
        var pixels: [UInt8] = []
        var shown = -1
        do {
            for k in 0..<timeline.frameCount {
                let position = timeline.position(ofVideoFrame: k)
                if position != shown {
                    // Idle stretches repeat the last picture without drawing it again.
                    renderer.step(through: position)
                    renderer.render(into: &pixels)
                    shown = position
                }
                if exportInterrupted != 0 { throw FFmpegEncoder.Failure(message: "interrupted", exitCode: 130) }
                try encoder.write(pixels)
                progress.update(k + 1)
            }
            try encoder.finish()
            progress.finish()
            try staged.commit()
        } catch let failure as FFmpegEncoder.Failure {
            progress.finish()
            encoder.cancel()
            staged.discard()
            if exportInterrupted != 0 {
                throw ExitFailure(code: 130, message: "interrupted; \(out) was not written")
            }
            throw ExitFailure(code: failure.exitCode, message: failure.message)
        }
    }
}

/// Set by SIGINT / SIGTERM during an export (a signal handler may only store to a plain global).
nonisolated(unsafe) private var exportInterrupted: sig_atomic_t = 0
