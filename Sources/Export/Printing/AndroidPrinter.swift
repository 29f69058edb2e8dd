import Motion
import PlaygroundCore

/// `--format android`: the Kotlin an Android engineer writes for the motion. A strip becomes a
/// RecyclerView set-up (spacing by an `ItemDecoration`, insets by relative padding, a
/// `SnapHelper`), a glide an `OverScroller` with its friction, a timed animation a `ValueAnimator`
/// on a `PathInterpolator`, a tuned spring a `SpringForce`. What the code cannot carry is said once
/// at the top (measured) or listed in one comment, never declared and left unused.
struct AndroidPrinter: ExportPrinter {
    /// The speed (dp/s) at which an `OverScroller` friction is matched to a UIKit glide.
    static let referenceSpeed = 1000.0

    let document: ExportDocument

    init(document: ExportDocument) { self.document = document }

    /// `CarouselMotion`: the object holding the declarations and the set-up functions.
    var objectName: String { document.name.typeStem + "Motion" }

    var text: String {
        var body = AndroidSource()
        if let strip = document.strip { writeStrip(strip, into: &body) }
        if document.strip == nil, document.surface == .list || document.surface == .pulledPages {
            writeGlide(into: &body)
        }
        writeAnimations(into: &body)
        writeSprings(into: &body)
        var out = document.banner(in: .kotlin)
        if let note = differenceNote { out += SourceLanguage.kotlin.lineComment(note) }
        if !body.imports.isEmpty { out += body.imports.sorted().map { "import \($0)\n" }.joined() + "\n" }
        out += "object \(objectName) {\n"
        if !body.untreated.isEmpty {
            out += SourceLanguage.kotlin.lineComment(
                "The demo's own logic also uses: " + body.untreated.joined(separator: ", ") + ".", indent: "    ")
            if !body.members.isEmpty { out += "\n" }
        }
        out += body.members.joined(separator: "\n")
        out += "}\n"
        for type in body.types { out += "\n" + type }
        return out
    }

    /// A KDoc line over a declaration at the object's indent.
    func doc(_ text: String, indent: String = "    ") -> String {
        SourceLanguage.kotlin.blockComment(text, indent: indent)
    }

    /// "tuned from 0.998" for a value that is not its default; nil otherwise.
    func tunedNote(_ constant: ExportConstant) -> String? {
        guard constant.note.isTuned else { return nil }
        return "Tuned from \(Self.plain(constant.note.defaultValue))."
    }

    /// A parameter value as people read it (`0.998`, `easeInOut`).
    static func plain(_ value: ParameterValue) -> String {
        switch value {
        case .number(let x): NumberText.short(x)
        case .choice(let c): c
        }
    }

    /// A Kotlin Float literal to 4 significant digits: `16f`, `0.004161f`.
    static func float(_ x: Double) -> String { NumberText.short(x) + "f" }

    /// Where a constant the code does not use is listed: `threshold 100 pt`.
    static func listing(_ constant: ExportConstant) -> String {
        let unit = constant.unit == .none ? "" : " " + constant.unit.rawValue
        return constant.name.words.joined(separator: " ") + " " + plain(constant.value) + unit
    }

    /// A timing curve as `PathInterpolator(x1, y1, x2, y2)`: the curve's canonical Bézier
    /// (easings.net's for Penner's, else the fit), rounded as cubic-bezier.com rounds.
    static func pathInterpolator(_ easing: Easing) -> String {
        "PathInterpolator(" + BezierEquivalent(easing).rounded.numbers.map { $0 + "f" }.joined(separator: ", ") + ")"
    }
}

/// What a printer collects while writing: the imports the code needs, the object's members, the
/// types after it, and the values it could not put in code.
struct AndroidSource {
    var imports: Set<String> = []
    var members: [String] = []
    var types: [String] = []
    var untreated: [String] = []

    mutating func use(_ names: String...) { imports.formUnion(names) }
}
