import Foundation
import Motion
import SceneTestSupport
import Testing

@testable import Export
@testable import PlaygroundCore
@testable import Scenes

/// `--format android` (`AndroidPrinter`): the carousel is a RecyclerView with direction-independent
/// spacing and relative padding; a strip whose glide was tuned keeps it (a `LinearSnapHelper`
/// subclass that decelerates from the release speed, never a fresh `smoothScrollBy`, and limits
/// the tuned carousel to one card a fling), while `PagerSnapHelper` is left where Android's own
/// glide was simulated; the stock helper's difference is one measured line; every declared
/// constant is used; every subject compiles with kotlinc.
@Suite struct AndroidPrinterTests {
    static let carousel = SceneFixtures.scene(SceneFixtures.carousel, id: "carousel")
    static let freeCarousel = SceneFixtures.scene(SceneFixtures.freeCarousel, id: "carousel")

    static func text(_ scene: Scene, _ settings: [String: String] = [:]) -> String {
        ExportFormat.android.text(scene: scene, values: SceneExportTests.values(scene, settings))
    }

    /// `text` with every wrapped `//` comment joined into one line.
    static func flat(_ text: String) -> String {
        text.replacing("\n    // ", with: " ").replacing("\n// ", with: " ")
    }

    /// Every demo's and shipped scene's export at the defaults, with its id.
    static func subjects() throws -> [(id: String, text: String)] {
        try ExportGoldenTests.exports().filter { $0.format == .android }.map { ($0.id, $0.text) }
    }

    /// The measured line over `text`, its `//` lines joined.
    static func topLine(_ text: String) -> String {
        text.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("// ") }.map { $0.dropFirst(3) }
            .joined(separator: " ")
    }

    /// The carousel tuned at 0.99: PagerSnapHelper would start its scroll at its own speed and drop
    /// the rate, so the helper that keeps both, one card a fling, and the line says by how much.
    @Test func theTunedCarouselKeepsTheReleaseSpeedOneCardAFling() throws {
        let kotlin = Self.text(Self.carousel)
        for line in [
            "CarouselSnapHelper(recyclerView.context).attachToRecyclerView(recyclerView)",
            "const val MAX_ITEMS_PER_FLING = 1", "const val DECELERATION_RATE = 0.99f",
            "return target.coerceIn(current - limit, current + limit)",
            "val milliseconds = (1000f * span * distance / releaseSpeed).roundToInt()",
        ] {
            #expect(kotlin.contains(line), "\(line)")
        }
        #expect(!kotlin.contains("smoothScrollBy(") && !kotlin.contains("SpringForce"))
        #expect(!kotlin.contains("PagerSnapHelper()") && !kotlin.contains("import androidx.recyclerview.widget.Pager"))
        // The line, from the playground's own flick under Android's platform: the pager's snap
        // scroll starts at its own speed and settles sooner than the tuned glide.
        let document = ExportDocument(scene: Self.carousel, values: SceneExportTests.values(Self.carousel))
        let measured = try #require(
            ExportMeasurement(document, primitive: [.scrollPlatform: .choice("android")], dragged: 40))
        #expect(measured.tuned.startVelocity == 2000 && measured.primitive.startVelocity < 1900)
        let pager = try #require(measured.primitive.settleMilliseconds)
        let tuned = try #require(measured.tuned.settleMilliseconds)
        #expect(pager < tuned)
        let line = Self.topLine(kotlin)
        #expect(line.hasPrefix("PagerSnapHelper would not keep the tuning (CarouselSnapHelper below does): "))
        #expect(line.contains("a 2000 pt/s flick after a 40 pt drag starts at "))
        let start = NumberText.short(measured.primitive.startVelocity, significant: 4)
        #expect(line.contains("\(start) pt/s instead of 2000"))
        #expect(
            line.contains(
                "settling in \(NumberText.short(pager / 1000, significant: 2)) s instead of "
                    + "\(NumberText.short(tuned / 1000, significant: 2)) s."))
    }

    /// Android's own glide, one card a fling: PagerSnapHelper is what the playground ran.
    @Test func androidsOwnGlideKeepsThePagerSnapHelperOneLiner() {
        let kotlin = Self.text(Self.carousel, ["physics": "android"])
        for line in [
            "PagerSnapHelper().attachToRecyclerView(recyclerView)",
            "if (parent.layoutDirection == View.LAYOUT_DIRECTION_RTL) outRect.right = spacing else outRect.left = spacing",
            "recyclerView.clipToPadding = false",
            "post { setPaddingRelative(start, paddingTop, end, paddingBottom) }",
            // The ends reach the centre: half the viewport less half the first (last) card, at least the inset.
            "val start = (max(INSET_LEADING_DP, (view.width / density - itemWidthDp(0)) / 2) * density).roundToInt()",
            "val end = (max(INSET_TRAILING_DP, (view.width / density - itemWidthDp(20)) / 2) * density).roundToInt()",
            "const val SPACING_DP = 16f", "position < 20 -> 280f", "else -> 320f",
        ] {
            #expect(kotlin.contains(line), "\(line)")
        }
        #expect(!kotlin.contains("LinearSnapHelper") && !kotlin.contains("DECELERATION_RATE"))
        #expect(Self.topLine(kotlin).isEmpty, "\(Self.topLine(kotlin))")
        #expect(kotlin.split(separator: "\n").count < 60)
    }

    /// A target off screen is sought at the release speed, not LinearSmoothScroller's own pace.
    @Test func theSeekForATargetRunsAtTheReleaseSpeed() {
        let kotlin = Self.text(Self.carousel)
        for line in [
            "override fun calculateTimeForScrolling(dx: Int): Int =",
            "if (releaseSpeed < 1f) super.calculateTimeForScrolling(dx)",
            "else ceil(1000f * abs(dx) / releaseSpeed).toInt().coerceAtLeast(1)",
            "import kotlin.math.ceil",
        ] {
            #expect(kotlin.contains(line), "\(line)")
        }
    }

    /// RecyclerView keeps Android's fling: the line says so with the playground's numbers.
    @Test func aFreeStripSaysWhatAndroidsFlingChanges() throws {
        let scene = try #require(try ExportGoldenTests.shippedScenes().first { $0.id == "million-rows" })
        let kotlin = Self.text(scene)
        let document = ExportDocument(scene: scene, values: SceneExportTests.values(scene))
        let measured = try #require(
            ExportMeasurement(document, primitive: [.scrollPlatform: .choice("android")], dragged: 40))
        let line = Self.topLine(kotlin)
        #expect(line.hasPrefix("RecyclerView keeps Android's own fling: a 2000 pt/s flick after a 40 pt drag rests"))
        let settle = try #require(measured.primitive.settleMilliseconds)
        #expect(line.contains("settling in \(NumberText.short(settle / 1000, significant: 2)) s"))
    }

    @Test func aTunedStripWithoutTheFlingLimitKeepsTheReleaseSpeed() {
        let kotlin = Self.text(Self.freeCarousel, ["deceleration_rate": "0.995"])
        for line in [
            "class CarouselSnapHelper(private val context: Context) : LinearSnapHelper() {",
            "CarouselSnapHelper(recyclerView.context).attachToRecyclerView(recyclerView)",
            "const val DECELERATION_RATE = 0.995f", "Tuned from 0.99.",
            "val decay = -1000f * ln(CarouselMotion.DECELERATION_RATE)",
            "releaseSpeed = hypot(velocityX.toFloat(), velocityY.toFloat())",
            "override fun createScroller(layoutManager: RecyclerView.LayoutManager): RecyclerView.SmoothScroller? =",
            "val milliseconds = (1000f * span * distance / releaseSpeed).roundToInt()",
            "action.update(snap[0], snap[1], milliseconds.coerceAtLeast(1), decelerate)",
        ] {
            #expect(kotlin.contains(line), "\(line)")
        }
        #expect(!kotlin.contains("PagerSnapHelper") && !kotlin.contains("smoothScrollBy("))
        // The line measures the stock helper the subclass replaces, not the code printed.
        #expect(!kotlin.contains("keeps Android's own"))
        #expect(Self.topLine(kotlin).hasPrefix("LinearSnapHelper would not keep the tuning (CarouselSnapHelper below"))
    }

    /// Android's own physics, untuned, centred, no limit: the stock helper, nothing to say.
    @Test func androidsOwnPhysicsGetTheStockLinearSnapHelper() {
        let kotlin = Self.text(Self.freeCarousel, ["physics": "android"])
        #expect(kotlin.contains("LinearSnapHelper().attachToRecyclerView(recyclerView)"))
        #expect(!kotlin.contains("class CarouselSnapHelper") && !kotlin.contains("DECELERATION_RATE"))
    }

    @Test func aStartSnappingStripAlignsStartsWhicheverTheDirection() throws {
        let kotlin = try #require(try Self.subjects().first { $0.id == "chip-row" }?.text)
        #expect(kotlin.contains("val rtl = layoutManager.layoutDirection == View.LAYOUT_DIRECTION_RTL"))
        #expect(
            kotlin.contains(
                "return intArrayOf(if (rtl) targetView.right - (layoutManager.width - layoutManager.paddingRight) "
                    + "else targetView.left - layoutManager.paddingLeft, 0)"))
        let thumbnails = try #require(try Self.subjects().first { $0.id == "thumbnail-strip" }?.text)
        #expect(thumbnails.contains("const val MAX_ITEMS_PER_FLING = 2"))
        #expect(thumbnails.contains("return target.coerceIn(current - limit, current + limit)"))
    }

    @Test func aListGlidesWithTheMatchedOverScrollerFriction() throws {
        let kotlin = Self.flat(try #require(try Self.subjects().first { $0.id == "easing" }?.text))
        let friction = OverScrollerFling.friction(matching: .normal, atSpeed: 1000)
        #expect(kotlin.contains("const val OVERSCROLLER_FRICTION = \(NumberText.short(friction))f"))
        #expect(kotlin.contains("OverScroller(context).apply { setFriction(OVERSCROLLER_FRICTION) }"))
        let spline = OverScrollerFling.distance(speed: 2000, friction: friction)
        #expect(
            kotlin.contains("a 2000 dp/s fling goes \(NumberText.short(spline, significant: 3)) dp instead of 999 dp"))
        var values = ParameterValues(catalog: .builtIn)
        try values.set("easing.physics", to: "android")
        let native = ExportFormat.android.text(demoID: "easing", values: values)
        #expect(native.contains("setFriction(ViewConfiguration.getScrollFriction())"))
        #expect(!native.contains("OVERSCROLLER_FRICTION") && !native.contains("instead of"))
    }

    @Test func aTimedAnimationIsAValueAnimatorOnItsCurve() throws {
        let roller = try #require(try Self.subjects().first { $0.id == "roller" }?.text)
        for line in [
            "const val STAY_INTERVAL_MS = 2000L", "const val ROLL_DURATION_MS = 660L",
            "fun rollAnimator(): ValueAnimator = ValueAnimator.ofFloat(0f, 1f).apply {",
            "startDelay = STAY_INTERVAL_MS", "interpolator = PathInterpolator(0.42f, 0f, 0.58f, 1f)",
        ] {
            #expect(roller.contains(line), "\(line)")
        }
        var values = ParameterValues(catalog: .builtIn)
        try values.set("salon.click_duration", to: "0.25")
        try values.set("salon.snap_damping_ratio", to: "0.8")
        let salon = Self.flat(ExportFormat.android.text(demoID: "salon", values: values))
        #expect(salon.contains("const val CLICK_DURATION_MS = 250L") && salon.contains("Tuned from 0.3."))
        // A snap helper scrolls with a smooth scroller: the tuned spring is listed, not built.
        #expect(!salon.contains("SpringForce") && salon.contains("snap response 0.35 s, damping ratio 0.8"))
    }

    /// A curve no cubic Bézier follows says so, by how much, as the Swift exports do.
    @Test func aFittedCurveSaysHowFarItIsOff() throws {
        var values = ParameterValues(catalog: .builtIn)
        try values.set("easing.timing", to: "easeOutBounce")
        let kotlin = ExportFormat.android.text(demoID: "easing", values: values)
        let flat = kotlin.replacing("\n     * ", with: " ")
        let off = BezierEquivalent(.easeOutBounce).maxError
        #expect(off > 0.2)
        #expect(flat.contains("easeOutBounce curve, tuned from easeInOutCubic. The PathInterpolator is the nearest"))
        #expect(flat.contains("which no cubic Bézier follows: off by up to \(SwiftLiteral.number(off))."))
        #expect(kotlin.contains("PathInterpolator(0.56f, 0.89f, 0f, 0.71f)"))
        #expect(!kotlin.contains("Tuned from easeInOutCubic"))
    }

    @Test func everyDeclaredConstantIsUsed() throws {
        for (id, text) in try Self.subjects() {
            for line in text.split(separator: "\n") {
                guard let range = line.range(of: "const val ") else { continue }
                let name = String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                // An item's size is the export's answer to the adapter that sizes its views, not the code's.
                if name == "ITEM_WIDTH_DP" || name == "ITEM_HEIGHT_DP" {
                    #expect(text.contains("size its view by it"), "\(id): \(name) does not say who reads it")
                    continue
                }
                #expect(text.components(separatedBy: name).count - 1 >= 2, "\(id): \(name) is never used")
            }
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            let code = text.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
            for line in imports {
                let name = String(line.split(separator: ".").last ?? "")
                #expect(code.contains(name), "\(id): \(line) is unused")
            }
        }
    }

    @Test(.enabled(if: ProcessRun.kotlinc != nil, "Debian's kotlin package is not installed"))
    func everySubjectCompiles() throws {
        var texts = try Self.subjects().map(\.text)
        texts.append(Self.text(Self.freeCarousel, ["deceleration_rate": "0.995"]))
        texts.append(Self.text(Self.freeCarousel, ["physics": "android"]))
        texts.append(Self.text(Self.carousel, ["physics": "android"]))
        let errors = try ExportCompileTests.kotlinErrors(texts, folder: "android-subjects")
        #expect(errors.isEmpty, "the Kotlin does not compile:\n\(errors.prefix(20))")
    }
}
