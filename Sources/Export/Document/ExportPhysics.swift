import Motion

/// Whose scroll physics the playground simulated, as a printer may read them: the platform's name
/// and choice for prose, and its glide and edge (`PlatformTraits`) for choosing primitives. A
/// printer asks these, never which platform it was, so a new platform's home answers once for
/// every format.
struct ExportPhysics: Hashable, Sendable {
    /// `Flutter Android`.
    var title: String
    /// `flutter-android`: the parameter's value.
    var choice: String
    var traits: PlatformTraits
    /// Whether these are UIKit's physics, the playground's reference: what Apple's hosts run and
    /// what every other format's comments measure against (nil `ExportCaveats.otherPhysics`).
    var isReference: Bool

    init(_ platform: ScrollPlatform) {
        title = platform.title
        choice = platform.rawValue
        traits = platform.scrolling.traits
        isReference = platform == .uikit
    }
}
