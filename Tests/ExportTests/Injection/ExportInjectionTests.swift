import Foundation
import Motion
import Testing

@testable import Export
@testable import PlaygroundCore
@testable import Scenes

/// No text from outside an export can become code in it. Every hostile title, label and file name
/// (`HostileText`) is exported in every format under every platform's physics, and each output is
/// lexed by its language's rules (`SourceLexer`, nested comments for Swift, Kotlin and Dart): no
/// comment or string is left open, and with its comments taken out the file is exactly the export of
/// a plain scene, so no character of the hostile text is code or a string. Nothing unsafe
/// (`UnsafeScalars`) is in any output raw, and no CSS holds `</style`.
@Suite struct ExportInjectionTests {
    static let formats: [(ExportFormat, SourceLexer.Language)] = [
        (.swift, .swift), (.swiftui, .swift), (.flutter, .dart), (.android, .kotlin), (.css, .css),
    ]

    /// A horizontal carousel (centred, one card per fling) and a vertical pager: the two shapes
    /// whose exports differ most.
    static func source(title: String, label: String, vertical: Bool) -> String {
        let t = StateValue.string(title).json
        let l = StateValue.string(label).json
        return vertical
            ? #"{"scene": 1, "title": \#(t), "axis": "vertical", "items": [{"size": [390, 600], "repeat": 5, "label": \#(l)}], "snap": "page"}"#
            : #"{"scene": 1, "title": \#(t), "axis": "horizontal", "items": [{"size": [280, 180], "repeat": 20}, {"size": [320, 180], "label": \#(l)}], "spacing": 16, "insets": [24, 24], "snap": "center", "max_items_per_fling": 1}"#
    }

    static func scene(title: String, label: String, file: String, vertical: Bool) throws -> Scene {
        try Scene(id: "hostile", file: file, source: source(title: title, label: label, vertical: vertical))
    }

    static func values(for scene: Scene, platform: ScrollPlatform) throws -> ParameterValues {
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        try values.set("\(scene.id).physics", to: platform.rawValue)
        return values
    }

    /// The skeletons of a plain scene's exports, by format and platform.
    final class References {
        let plain: Scene
        private var skeletons: [String: String] = [:]

        init(vertical: Bool) throws {
            plain = try ExportInjectionTests.scene(
                title: "Plain", label: "Plain", file: "plain.json", vertical: vertical)
        }

        func skeleton(_ format: ExportFormat, _ language: SourceLexer.Language, _ platform: ScrollPlatform) throws
            -> String
        {
            let key = "\(format) \(platform)"
            if let known = skeletons[key] { return known }
            let text = format.text(scene: plain, values: try values(for: plain, platform: platform))
            let skeleton = SourceLexer.skeleton(try SourceLexer.tokens(text, language: language))
            skeletons[key] = skeleton
            return skeleton
        }
    }

    /// What must hold of one export of `scene` in `format` against the same export of a plain scene.
    static func check(
        _ format: ExportFormat, _ language: SourceLexer.Language, scene: Scene, plain: References,
        platform: ScrollPlatform, case name: String
    ) throws {
        let text = format.text(scene: scene, values: try values(for: scene, platform: platform))
        let place = "\(format) under \(platform.rawValue), \(name)"
        let raw = text.unicodeScalars.first { UnsafeScalars.contains($0) && $0 != "\n" }
        #expect(raw == nil, "\(place): raw \(raw.map(UnsafeScalars.escape) ?? "")")
        if language == .css { #expect(!text.lowercased().contains("</style"), "\(place): </style") }
        let tokens: [SourceLexer.Token]
        do {
            tokens = try SourceLexer.tokens(text, language: language)
        } catch {
            Issue.record("\(place): \(error)")
            return
        }
        let got = SourceLexer.skeleton(tokens)
        let want = try plain.skeleton(format, language, platform)
        if got != want {
            let at = zip(got, want).prefix { $0 == $1 }.count
            Issue.record(
                "\(place): the code differs from a plain scene's at \(at):\n got …\(got.dropFirst(max(0, at - 60)).prefix(160))"
            )
        }
    }

    @Test(arguments: [false, true])
    func hostileTitlesAndLabelsStayInTheirComments(vertical: Bool) throws {
        let plain = try References(vertical: vertical)
        for hostile in HostileText.printable {
            let scene = try Self.scene(title: hostile, label: hostile, file: "plain.json", vertical: vertical)
            for (format, language) in Self.formats {
                for platform in ScrollPlatform.allCases {
                    try Self.check(
                        format, language, scene: scene, plain: plain, platform: platform,
                        case: "title and label \(UnsafeScalars.escaped(hostile))")
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func hostileFileNamesStayInTheirComments(vertical: Bool) throws {
        let plain = try References(vertical: vertical)
        for hostile in HostileText.all {
            let scene = try Self.scene(title: "Plain", label: "Plain", file: hostile + ".json", vertical: vertical)
            for (format, language) in Self.formats {
                for platform in ScrollPlatform.allCases {
                    try Self.check(
                        format, language, scene: scene, plain: plain, platform: platform,
                        case: "file \(UnsafeScalars.escaped(hostile))")
                }
            }
        }
    }

    /// A scene named by its file (`_.json`, `9.json`, `class.json`, `pager.json`) exports code that
    /// lexes and is exactly the code of a scene named `zq`, with the name spelled as `ExportName`'s
    /// subject form spells it (its own tests hold that form to an identifier).
    @Test(arguments: [false, true])
    func fileNamesBecomeIdentifiersInEveryFormat(vertical: Bool) throws {
        let reference = try Scene(
            id: "zq", file: "zq.json", source: Self.source(title: "Plain", label: "Plain", vertical: vertical))
        for file in HostileText.identifierFileNames {
            let id = Scene.id(forFile: file)
            let scene = try Scene(id: id, file: file, source: reference.source)
            let name = ExportName(sceneID: id)
            #expect(name.lowerCamel.first?.isLetter == true && name.lowerCamel.allSatisfy(\.isASCII), "\(file)")
            for (format, language) in Self.formats {
                for platform in ScrollPlatform.allCases {
                    let place = "\(format) under \(platform.rawValue), file \(file)"
                    let text = format.text(scene: scene, values: try Self.values(for: scene, platform: platform))
                    let want = format.text(
                        scene: reference, values: try Self.values(for: reference, platform: platform))
                    do {
                        let got = SourceLexer.skeleton(try SourceLexer.tokens(text, language: language))
                        let lower = language == .css ? name.kebab : name.lowerCamel
                        let reference = SourceLexer.skeleton(try SourceLexer.tokens(want, language: language))
                        let spelled = reference.replacingOccurrences(of: "Zq", with: name.upperCamel)
                            .replacingOccurrences(of: "zq", with: lower)
                        #expect(got == spelled, "\(place):\n\(got.prefix(400))")
                        // No name it declares is one the export uses from its platform (`bouncing.json`
                        // declaring `BouncingScrollPhysics` beside Flutter's). A CSS class cannot be
                        // taken for a property.
                        guard language != .css else { continue }
                        let words = Set(reference.split { !($0.isLetter || $0.isNumber || $0 == "_") })
                        let declared = words.filter { $0.lowercased().contains("zq") }.map {
                            $0.replacingOccurrences(of: "Zq", with: name.upperCamel)
                                .replacingOccurrences(of: "zq", with: lower)
                        }
                        let used = words.filter { !$0.lowercased().contains("zq") }.map(String.init)
                        #expect(
                            Set(declared).isDisjoint(with: used),
                            "\(place): declares \(Set(declared).intersection(used))")
                    } catch {
                        Issue.record("\(place): \(error)")
                    }
                }
            }
        }
    }

    /// Seeded fuzzing: texts made of random pieces of the corpus, delimiters, quotes, escapes and
    /// every unsafe character, as a title and label (where the reader takes them) and a file name,
    /// each in a random format under a random platform.
    @Test func fuzzedTextsStayInTheirComments() throws {
        let pieces =
            [
                "*", "/", "*/", "/*", "//", "\"", "'", "\\", "$", "{", "}", "(", ")", "#", "`", "<", ">", "</style",
                "\\(", "${", " ", "é", "卡",
            ]
            + HostileText.lineBreaks + HostileText.terminal + HostileText.bidi + HostileText.printable
        var random = SeededRandom(seed: 32)
        let references = [try References(vertical: false), try References(vertical: true)]
        for round in 0..<400 {
            let count = Int.random(in: 1...8, using: &random)
            let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
            let vertical = Bool.random(using: &random)
            let (format, language) = Self.formats.randomElement(using: &random)!
            let platform = ScrollPlatform.allCases.randomElement(using: &random)!
            let printable = UnsafeScalars.first(in: text) == nil && text.count <= SceneDefinition.maxTitleLength
            let scene = try Self.scene(
                title: printable ? text : "Plain", label: printable ? text : "Plain", file: text + ".json",
                vertical: vertical)
            try Self.check(
                format, language, scene: scene, plain: references[vertical ? 1 : 0], platform: platform,
                case: "fuzz round \(round): \(UnsafeScalars.escaped(text))")
        }
    }

    /// The JSON export holds the text exactly (the JSON writer escapes it) and nothing unsafe raw.
    @Test func jsonHoldsHostileTextExactlyAndEscaped() throws {
        for hostile in HostileText.all {
            let printable = HostileText.printable.contains(hostile)
            let (title, label) = printable ? (hostile, hostile) : ("Plain", "Plain")
            let scene = try Self.scene(title: title, label: label, file: "dir/" + hostile + ".json", vertical: false)
            let text = ExportFormat.json.text(scene: scene, values: try Self.values(for: scene, platform: .uikit))
            #expect(text.unicodeScalars.allSatisfy { !UnsafeScalars.contains($0) || $0 == "\n" })
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                "not a JSON object for \(UnsafeScalars.escaped(hostile))")
            let subject = object["subject"] as? [String: Any]
            #expect(subject?["title"] as? String == title)
            #expect(subject?["file"] as? String == Scene.baseName(scene.file))
            #expect(subject?["origin"] as? String == "scene file " + Scene.baseName(scene.file))
            let groups = (object["strip"] as? [String: Any])?["groups"] as? [[String: Any]]
            #expect(groups?.last?["label"] as? String == label)
        }
    }

    /// The scene reader refuses what only a file name may hold, in a title and in a label, naming
    /// the character.
    @Test func titlesAndLabelsRefuseLineBreaksControlsAndBidi() {
        for hostile in HostileText.unprintable {
            let first = UnsafeScalars.first(in: hostile)!
            let shown = UnsafeScalars.escape(first)
            for (title, label, field) in [(hostile, "Plain", #""title""#), ("Plain", hostile, "items[0].label")] {
                do {
                    _ = try Scene(
                        id: "hostile", file: "x.json", source: Self.source(title: title, label: label, vertical: true))
                    Issue.record("\(field) \(UnsafeScalars.escaped(hostile)) was accepted")
                } catch {
                    #expect(
                        error.message == "\(field) contains \(UnsafeScalars.kind(of: first)) (\(shown)); remove it",
                        "\(error.message)")
                }
            }
        }
    }

    /// The exporters hold outside text only as `ForeignText`: interpolated, it is one line with
    /// nothing unsafe in it.
    @Test func foreignTextInterpolatesAsEscapedProse() {
        let text = ForeignText("a\nb\u{1B}[2J\u{202E}c */")
        #expect("\(text)" == #"a\u000ab\u001b[2J\u202ec */"#)
        #expect(text.literal(in: .kotlin) == #""a\u000Ab\u001B[2J\u202Ec */""#)
    }
}
