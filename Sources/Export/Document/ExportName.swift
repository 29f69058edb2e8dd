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

    /// A type-name stem that is an identifier in every language: `Scene3dCards` for `3d-cards`.
    var typeStem: String {
        let stem = upperCamel
        return stem.first?.isNumber == false ? stem : "Scene" + stem
    }
}
