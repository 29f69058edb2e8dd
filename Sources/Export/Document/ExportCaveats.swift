import Motion
import PlaygroundCore

/// What a format's primitives would change of the motion, measured by the playground when the
/// document is built (`ExportMeasurement`), so that a printer only prints: each is nil where
/// there is nothing to measure (no surface to release, no such difference).
struct ExportCaveats: Sendable {
    /// The same flick under UIKit's physics, where another platform's ran: what Apple's hosts keep.
    var underUIKit: ExportMeasurement?
    /// Under a browser's glide (UIKit's normal rate, 0.998), where the motion has a free glide.
    var underSystemDeceleration: ExportMeasurement?
    /// What SwiftUI keeps where the tuning differs from it: the system deceleration, UIKit's
    /// scrolling, no fling limit.
    var swiftUI: SwiftUILoss?
    /// Under one page per fling (Flutter's `PageView`), for a paging strip with another limit.
    var onePagePerFling: ExportMeasurement?
    /// Under Android's own snap helper and fling, after a short drag (`dragBeforeFlick`).
    var underAndroid: ExportMeasurement?

    /// What a SwiftUI scroll view cannot be given of the tuning.
    struct SwiftUILoss: Sendable {
        /// The tuned rate SwiftUI replaces with the system's, nil when it is the system's.
        var tunedRate: Double?
        /// The physics SwiftUI replaces with UIKit's, nil under UIKit's.
        var otherPhysics: String?
        /// The tuned fling limit SwiftUI has none of, nil without one.
        var flingLimit: Int?
        /// The flick under what SwiftUI keeps.
        var measured: ExportMeasurement?
    }
}

extension ExportCaveats {
    /// Measures what `document`'s formats would change. Each measurement lives the demo or scene
    /// twice (about a millisecond a probe).
    init(_ document: ExportDocument) {
        let uikit = ParameterValue.choice(ScrollPlatform.uikit.rawValue)
        let systemRate = ParameterValue.number(DecelerationRate.normal.rawValue)
        if !document.physics.isReference {
            underUIKit = ExportMeasurement(document, primitive: [.scrollPlatform: uikit])
        }
        if document.decelerationRate != nil {
            underSystemDeceleration = ExportMeasurement(document, primitive: [.decelerationRate: systemRate])
        }
        var keeps: [ParameterRole: ParameterValue] = [.decelerationRate: systemRate]
        var loss = SwiftUILoss()
        if let rate = document.decelerationRate, rate.number != DecelerationRate.normal.rawValue {
            loss.tunedRate = rate.number
        }
        if !document.physics.isReference {
            keeps[.scrollPlatform] = uikit
            loss.otherPhysics = document.physics.title
        }
        if let strip = document.strip, let limit = strip.maxItemsPerFling, limit > 1, strip.rule != .page,
            strip.rule != .none
        {
            keeps[.count] = .number(0)
            loss.flingLimit = limit
        }
        if loss.tunedRate != nil || loss.otherPhysics != nil || loss.flingLimit != nil {
            loss.measured = ExportMeasurement(document, primitive: keeps)
            swiftUI = loss
        }
        if let strip = document.strip, strip.rule == .page, strip.maxItemsPerFling != 1 {
            onePagePerFling = ExportMeasurement(document, primitive: [.count: .number(1)])
        }
        if document.strip != nil {
            underAndroid = ExportMeasurement(
                document, primitive: [.scrollPlatform: .choice(ScrollPlatform.android.rawValue)],
                dragged: ExportMeasurement.dragBeforeFlick)
        }
    }
}
