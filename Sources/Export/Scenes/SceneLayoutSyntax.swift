import Playground

/// How each language (Swift, Dart, Kotlin) declares a scene layout's groups and constants and
/// writes its comments. `declarations` writes them in the one order every language shares, each
/// under its parameter's comment, so the three layouts carry the same numbers with the same
/// provenance.
struct SceneLayoutSyntax {
    /// One of the layout's constants.
    struct Constant {
        enum Value {
            case number(Double)
            case snap(SceneDefinition.SnapRule)
            /// The fling limit; nil: none.
            case limit(Int?)
            case flag(Bool)
        }

        /// `inset_leading`: each language spells it its own way (`insetLeading`, `INSET_LEADING`).
        var name: String
        var comment: String
        var value: Value
    }

    enum Language { case swift, dart, kotlin }

    var language: Language
    var model: SceneExportModel

    private var stem: String { model.motion.typeStem }
    /// The language, as the comment writers know it.
    private var source: SourceLanguage {
        switch language {
        case .swift: .swift
        case .dart: .dart
        case .kotlin: .kotlin
        }
    }
    private var memberIndent: String { language == .dart ? "  " : "    " }

    /// A doc comment at `indent` (the members' when nil).
    func doc(_ text: String, indent: String? = nil) -> String {
        source.docComment(text, indent: indent ?? memberIndent)
    }

    /// The groups' list, then every constant, each under its comment.
    var declarations: String {
        var out = doc(model.groupsComment) + groupsOpen
        for g in model.groups {
            out += source.lineComment(g.comment, indent: memberIndent + memberIndent)
            out += group(g, last: g.number == model.groups.count)
        }
        out += memberIndent + (language == .kotlin ? ")" : "]") + (language == .dart ? ";" : "") + "\n"
        for c in Self.constants(of: model, language: language) { out += "\n" + doc(c.comment) + constant(c) }
        return out
    }

    private var groupsOpen: String {
        switch language {
        case .swift: "    static let groups: [ItemGroup] = [\n"
        case .dart: "  static const List<\(stem)ItemGroup> groups = <\(stem)ItemGroup>[\n"
        case .kotlin: "    val GROUPS: List<ItemGroup> = listOf(\n"
        }
    }

    /// A group's entry; Kotlin's last has no trailing comma, which Kotlin before 1.4 refuses.
    private func group(_ g: SceneExportModel.Group, last: Bool) -> String {
        let (count, length, cross) = (g.run.count, number(g.run.length), number(g.run.cross))
        switch language {
        case .swift: return "        ItemGroup(count: \(count), length: \(length), cross: \(cross)),\n"
        case .dart: return "    \(stem)ItemGroup(\(count), \(length), \(cross)),\n"
        case .kotlin: return "        ItemGroup(\(count), \(length), \(cross))" + (last ? "\n" : ",\n")
        }
    }

    /// Swift takes `280`; Dart and Kotlin doubles want `280.0`.
    private func number(_ x: Double) -> String {
        language == .swift ? ExportNumber.exact(x) : ExportNumber.exactDecimal(x)
    }

    private func constant(_ c: Constant) -> String {
        let limit = { (n: Int?, none: String) in n.map(String.init) ?? none }
        switch (language, c.value) {
        case (.swift, .number(let x)): return "    static let \(c.name.lowerCamel): CGFloat = \(number(x))\n"
        case (.swift, .snap(let rule)): return "    static let snap = Snap.\(rule.rawValue)\n"
        case (.swift, .limit(let n)): return "    static let maxItemsPerFling: Int? = \(limit(n, "nil"))\n"
        case (.swift, .flag(let b)): return "    static let \(c.name.lowerCamel) = \(b)\n"
        case (.dart, .number(let x)): return "  static const double \(c.name.lowerCamel) = \(number(x));\n"
        case (.dart, .snap(let rule)): return "  static const \(stem)Snap snap = \(stem)Snap.\(rule.rawValue);\n"
        case (.dart, .limit(let n)): return "  static const int? maxItemsPerFling = \(limit(n, "null"));\n"
        case (.dart, .flag(let b)): return "  static const bool \(c.name.lowerCamel) = \(b);\n"
        case (.kotlin, .number(let x)): return "    const val \(c.name.upperSnake) = \(number(x))\n"
        case (.kotlin, .snap(let rule)): return "    val SNAP = Snap.\(rule.rawValue.uppercased())\n"
        case (.kotlin, .limit(let n)): return "    val MAX_ITEMS_PER_FLING: Int? = \(limit(n, "null"))\n"
        case (.kotlin, .flag(let b)): return "    const val \(c.name.upperSnake) = \(b)\n"
        }
    }

    static func constants(of model: SceneExportModel, language: Language) -> [Constant] {
        [
            Constant(name: "spacing", comment: model.spacing.comment, value: .number(model.spacing.number)),
            Constant(
                name: "inset_leading", comment: model.insetLeading.comment, value: .number(model.insetLeading.number)),
            Constant(
                name: "inset_trailing", comment: model.insetTrailing.comment,
                value: .number(model.insetTrailing.number)),
            Constant(name: "snap", comment: model.snapComment, value: .snap(model.rule)),
            Constant(name: "max_items_per_fling", comment: model.flingComment, value: .limit(model.flingLimit)),
            Constant(name: "reaches_ends", comment: model.reachComment, value: .flag(model.reachesEnds)),
            Constant(
                name: "paging_velocity_threshold", comment: model.thresholdComment,
                value: .number(model.pagingVelocityThreshold)),
            Constant(
                name: "slow_release_velocity", comment: model.slowReleaseComment,
                value: .number(model.slowReleaseVelocity)),
            Constant(
                name: "deceleration_rate", comment: model.rateComment(in: language),
                value: .number(model.decelerationRate)),
        ]
    }

    /// The layout's opening comment: what it holds, in `unit`, for a `container` read at run time.
    static func intro(_ model: SceneExportModel, unit: String, container: String) -> String {
        "\(model.motion.title): the items along the axis and the snap rule, group by group. Offsets are along the "
            + "axis in \(unit) with 0 at the content's leading edge (the leading inset comes before the first item); "
            + "`viewport` is the \(container)'s length along the axis, read at run time. Every lookup is a binary "
            + "search over the groups (and over the indices for the nearest snap), so a million items cost what "
            + "twenty do. releaseTarget chooses where a release rests as the playground does."
    }
}
