/// A declaration's name as words (`slow_release_velocity` → slow, release, velocity), so that
/// each printer spells it in its language's case without parsing another language's spelling.
struct ExportName: Hashable, Sendable {
    /// Lower-case words of `a-z` and `0-9`: safe in any language once joined.
    var words: [String]

    /// From a parameter's short name or an id (`click_duration`, `full-width-pager`, `3d-cards`).
    init(_ text: String) {
        words = text.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
    }

    init(words: [String]) { self.words = words }

    /// The stem of every name a scene's export declares, from its id (`Scene.id(forFile:)`): an
    /// identifier in every language once a printer adds its suffix. The id keeps what a file name
    /// gives it (`_`, `9`, `class`), so an id with no letter or digit is `scene` (else Dart's `List`
    /// would be declared for `_.json`), one that starts with a digit is prefixed (`scene9`), and one
    /// that with a printer's suffix spells a type the export itself uses (`LinearSnapHelper` for
    /// `linear.json`) is prefixed too. A keyword (`in`, `val`, `class`) is never declared bare: every
    /// printer adds a suffix (`inList`, `ValMotion`). A demo's id is an identifier as it stands.
    init(sceneID id: String) {
        self.init(id)
        if words.isEmpty {
            words = ["scene"]
        } else if words[0].first?.isNumber == true || Self.platformTypeStems.contains(words) {
            words.insert("scene", at: 0)
        }
    }

    /// Stems that, with the suffix a printer adds, spell a platform type the exports use: Flutter's
    /// `BouncingScrollPhysics` (and its siblings a reader may name a scene after), RecyclerView's
    /// `LinearSnapHelper` and `PagerSnapHelper`.
    static let platformTypeStems: Set<[String]> = [
        ["bouncing"], ["clamping"], ["page"], ["always", "scrollable"], ["never", "scrollable"],
        ["fixed", "extent"], ["range", "maintaining"], ["linear"], ["pager"],
    ]

    /// `slowReleaseVelocity`.
    var lowerCamel: String {
        (words.first ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `SlowReleaseVelocity`.
    var upperCamel: String { words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() }

    /// `slow_release_velocity`.
    var snake: String { words.joined(separator: "_") }

    /// `SLOW_RELEASE_VELOCITY`.
    var screamingSnake: String { snake.uppercased() }

    /// `slow-release-velocity`.
    var kebab: String { words.joined(separator: "-") }

    /// A type-name stem: `Carousel`, `Scene3dCards` for `3d-cards` once the name is a scene.s
    /// (`init(sceneID:)`).
    var typeStem: String { upperCamel }
}
