import Motion
import PlaygroundCore

/// Where the parts of one tuning-panel row sit: the title and value line; a slider, or for a
/// choice a segmented control (one segment per choice, on as many lines as the names need
/// to be written in full); the summary, wrapped rather than cut; and under a spring editor's
/// first field the spring's step response. Drawing and hit-testing both ask here.
struct TuningRowLayout {
    static let titleHeight = 16.0
    static let controlTop = 18.0
    static let segmentHeight = 18.0
    static let segmentGap = 2.0
    /// The slider's band: the summary starts 27 pt into a slider row, as it always has.
    static let sliderBand = 9.0
    static let summarySize = 8.5
    static let summaryLineHeight = 11.0
    static let segmentTextSize = 10.0
    static let plotHeight = 64.0
    static let captionHeight = 12.0

    let row: TuningRow
    /// The row's full frame (`height` tall).
    let frame: Rect

    /// The row's height at `width` (its frame's width).
    static func height(_ row: TuningRow, width: Double) -> Double {
        TuningRowLayout(row: row, frame: Rect(x: 0, y: 0, width: width, height: 0)).contentHeight
    }

    /// The spring editor's fields sit indented under their spring.
    var inset: Double {
        if case .spring = row { return 14 }
        return 0
    }

    /// Choice names as written in the panel: a platform by its full name.
    static func label(_ choice: String) -> String { ScrollPlatform(rawValue: choice)?.title ?? choice }

    /// A segmented control's names, when the row is a choice among a few (`.choices`; the
    /// timing curves are too many for segments and keep their slider).
    var choices: [String]? {
        guard case .parameter(let spec) = row, case .choices(let names) = spec.domain else { return nil }
        return names
    }

    /// Segments a line holds: all of them if every name fits its segment, else as few lines as
    /// fit with the segments shared out evenly (four platforms two and two, never three and one).
    var segmentsPerLine: Int {
        guard let choices, !choices.isEmpty else { return 1 }
        let width = frame.width - 16
        for lines in 1...choices.count {
            let perLine = (choices.count + lines - 1) / lines
            let segment = (width - Double(perLine - 1) * Self.segmentGap) / Double(perLine)
            let fits = choices.allSatisfy {
                TextMetrics.estimatedWidth(Self.label($0), size: Self.segmentTextSize, weight: .bold) + 8 <= segment
            }
            if fits { return perLine }
        }
        return 1
    }

    /// The segment of each choice, in order.
    var segments: [Rect] {
        guard let choices else { return [] }
        let perLine = segmentsPerLine
        let width = (frame.width - 16 - Double(perLine - 1) * Self.segmentGap) / Double(perLine)
        return choices.indices.map { i in
            let line = Double(i / perLine)
            let column = Double(i % perLine)
            return Rect(
                x: frame.minX + 8 + column * (width + Self.segmentGap),
                y: frame.minY + Self.controlTop + line * (Self.segmentHeight + Self.segmentGap),
                width: width, height: Self.segmentHeight)
        }
    }

    private var controlHeight: Double {
        guard let choices else { return Self.sliderBand }
        let lines = (choices.count + segmentsPerLine - 1) / segmentsPerLine
        return Double(lines) * (Self.segmentHeight + Self.segmentGap) + 1
    }

    /// The summary's lines, wrapped to the row (never cut).
    var summaryLines: [String] {
        TextWrap.lines(row.summary, width: summaryBox.width, size: Self.summarySize)
    }

    private var summaryBox: Rect {
        Rect(
            x: frame.minX + 8 + inset, y: frame.minY + Self.controlTop + controlHeight,
            width: frame.width - 16 - inset, height: 0)
    }

    /// Line `i` of the summary.
    func summaryLine(_ i: Int) -> Rect {
        let box = summaryBox
        return Rect(
            x: box.minX, y: box.minY + Double(i) * Self.summaryLineHeight, width: box.width,
            height: Self.summaryLineHeight + 1)
    }

    /// The spring editor's first field plots the spring's step response under its summary.
    var showsStepResponse: Bool {
        if case .spring(_, .duration) = row { return true }
        return false
    }

    /// The step response's plot (only where `showsStepResponse`).
    var stepResponsePlot: Rect {
        let top = summaryBox.minY + Double(summaryLines.count) * Self.summaryLineHeight + 3
        return Rect(x: frame.minX + 8 + inset, y: top, width: frame.width - 16 - inset, height: Self.plotHeight)
    }

    /// The caption under the step response.
    var stepResponseCaption: Rect {
        Rect(
            x: stepResponsePlot.minX, y: stepResponsePlot.maxY + 1, width: stepResponsePlot.width,
            height: Self.captionHeight)
    }

    /// Everything the row draws, from its top.
    var contentHeight: Double {
        let summaryEnd = summaryBox.minY - frame.minY + Double(summaryLines.count) * Self.summaryLineHeight
        guard showsStepResponse else { return summaryEnd }
        return summaryEnd + 3 + Self.plotHeight + 1 + Self.captionHeight + 2
    }
}
