import Motion
import PlaygroundCore
import Scenes

/// A strip of items that snaps: a `ScrollPhysics` subclass whose ballistic simulation decelerates
/// onto the item nearest where the parent's glide (or UIKit's at the tuned rate) would rest, and
/// the `ListView.separated` that lays the items out; whole pages are a `PageView`. A strip whose
/// first and last items reach their snap positions (`reach_ends`) is padded by a `LayoutBuilder`
/// from the viewport's length, and its physics counts item positions from the same padding,
/// worked out from `position.viewportDimension`: the padding and the targets agree.
extension FlutterPrinter {
    /// Exports/Runtime/snap_lookups.dart's members: the lookups for items of fixed lengths
    /// (`fixed`) and for items that follow the viewport (`relative`).
    static let lookupMembers = RuntimeMembers(EmbeddedRuntimes.dartLookups, file: "snap_lookups.dart")

    var stripName: String { document.name.typeStem + "ScrollPhysics" }

    /// Whether item lengths follow the viewport (a group sized in percent): the groups then carry
    /// a share of it, and every lookup takes the viewport's length.
    func relative(_ strip: ExportStrip) -> Bool { strip.lengthFollowsViewport }

    /// The record type of `groups`.
    private func groupType(_ strip: ExportStrip) -> String {
        relative(strip) ? "({int count, double length, double share})" : "({int count, double length})"
    }

    /// A group's item length in Dart, `group` its variable: `group.length`, or with the viewport's share.
    private func length(of group: String, _ strip: ExportStrip) -> String {
        relative(strip) ? "(\(group).length + \(group).share * viewport)" : "\(group).length"
    }

    /// Whether the list's padding widens with the viewport so that the end items reach their rests.
    func reaches(_ strip: ExportStrip) -> Bool {
        strip.reachesEnds && (strip.rule == .center || strip.rule == .start || strip.rule == .end)
    }

    /// The PageView's one-page-per-fling against a tuned fling limit, measured.
    var pagingDifference: String? {
        guard let strip = document.strip, strip.rule == .page, strip.maxItemsPerFling != 1,
            let m = document.caveats.onePagePerFling, m.differs
        else { return nil }
        let further = m.tuned.offset - m.primitive.offset
        var line =
            "PageView turns one page per fling: a \(NumberText.format(ExportMeasurement.flickVelocity)) pt/s "
            + "flick rests \(NumberText.short(abs(further), significant: 4)) pt \(further > 0 ? "nearer" : "further")"
        if let tuned = m.tuned.settleMilliseconds, let page = m.primitive.settleMilliseconds {
            line += ", settling in \(Self.seconds(page)) instead of \(Self.seconds(tuned))"
        }
        return line
    }

    static func seconds(_ ms: Double) -> String { NumberText.short(ms / 1000, significant: 2) + " s" }

    /// Where an item's snap point sits in it, and where the viewport's is, by the rule.
    private func alignment(_ rule: SceneDefinition.SnapRule, length: String = "group.length") -> (
        item: String, viewport: String, word: String
    ) {
        switch rule {
        case .center: ("\(length) / 2", "position.viewportDimension / 2", "centre")
        case .end: (length, "position.viewportDimension - insetTrailing", "end")
        case .start, .none, .page: ("0.0", "insetLeading", "start")
        }
    }

    func stripPhysics(_ strip: ExportStrip) -> String {
        let name = stripName
        let (inItem, inViewport, word) = alignment(strip.rule, length: relative(strip) ? "length" : "group.length")
        let snap = document.springs.first { $0.role == .snap }
        let slow = document.constants.first { $0.role == .speed && $0.name.words == ["slow", "release", "velocity"] }
        let unit = strip.axis == .horizontal ? "card" : "row"
        var out = "A release decelerates onto the \(unit) whose \(word) rests nearest where "
        out += glidesAtTunedRate ? "UIKit's glide would stop" : "the parent's fling would stop"
        if let n = strip.maxItemsPerFling { out += ", at most \(n) from the one the finger left" }
        out += ". Use: physics: const \(name)(parent: \(parentPhysics))."
        out = SourceLanguage.dart.docComment(out)
        out += "@immutable\nclass \(name) extends ScrollPhysics {\n  const \(name)({super.parent});\n\n"
        if relative(strip) {
            out += "  /// The items along the axis, group by group: how many, and each one's length: length pt plus\n"
            out += "  /// share of the viewport's (a size in percent follows the viewport).\n"
        } else {
            out += "  /// The items along the axis, group by group: how many, and each one's length (pt).\n"
        }
        out += "  static const List<\(groupType(strip))> groups = <\(groupType(strip))>[\n"
        for group in strip.groups {
            let share = strip.length(group).share
            out +=
                relative(strip)
                ? "    (count: \(group.count), length: \(Self.number(strip.length(group).points)), share: "
                    + "\(Self.number(share))),\n"
                : "    (count: \(group.count), length: \(Self.number(group.length.number))),\n"
        }
        out += "  ];\n\n"
        out +=
            doc(strip.spacing, indent: "  ") + "  static const double spacing = \(Self.number(strip.spacing.number));\n"
        out += doc(strip.leadingInset, indent: "  ")
        out += "  static const double insetLeading = \(Self.number(strip.leadingInset.number));\n"
        out += doc(strip.trailingInset, indent: "  ")
        out += "  static const double insetTrailing = \(Self.number(strip.trailingInset.number));\n\n"
        if let n = strip.maxItemsPerFling, let c = strip.maxItemsConstant {
            out += doc(c, indent: "  ") + "  static const int maxItemsPerFling = \(n);\n\n"
        }
        if glidesAtTunedRate, let rate = document.decelerationRate { out += dragDeclaration(rate) }
        if let slow {
            out +=
                doc(slow, indent: "  ") + "  static const double slowReleaseVelocity = \(Self.number(slow.number));\n\n"
        }
        if let snap {
            out += springDoc(snap, indent: "  ")
            out += "  static final SpringDescription snapSpring = \(Self.spring(snap.spring));\n\n"
        }
        out += bounceDeclaration
        out += "  @override\n  \(name) applyTo(ScrollPhysics? ancestor) => \(name)(parent: buildParent(ancestor));\n\n"
        let reaching = reaches(strip)
        if reaching { out += paddings(strip) }
        out += lookups(strip, inItem: inItem, reaching: reaching)
        out += "  @override\n  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {\n"
        out += "    final Tolerance tolerance = toleranceFor(position);\n" + outOfRange
        out += "    final double align = \(inViewport);\n"
        // The lookups take the list's leading padding where it follows the viewport, and the
        // viewport where the items do.
        let leading = (reaching ? ", leading" : "") + (relative(strip) ? ", position.viewportDimension" : "")
        if reaching {
            out += "    // The padding \(document.name.lowerCamel)List gives this viewport: points count from it.\n"
            out += "    final double leading = paddingLeading(position.viewportDimension);\n"
        }
        out +=
            glidesAtTunedRate
            ? "    final double glideEnd = FrictionSimulation(drag, position.pixels, velocity).finalX;\n"
            : "    final double glideEnd =\n"
                + "        super.createBallisticSimulation(position, velocity)?.x(double.maxFinite) ?? position.pixels;\n"
        if strip.maxItemsPerFling != nil {
            out += "    // Counted from where the finger left: ScrollPhysics never sees where the drag began.\n"
            out += "    final int from = itemNear(position.pixels + align\(leading));\n"
            out +=
                "    final int item = itemNear(glideEnd + align\(leading))"
                + ".clamp(from - maxItemsPerFling, from + maxItemsPerFling);\n"
        } else {
            out += "    final int item = itemNear(glideEnd + align\(leading));\n"
        }
        out +=
            "    final double target = (pointOf(item\(leading)) - align)"
            + ".clamp(position.minScrollExtent, position.maxScrollExtent);\n"
        out += "    final double distance = target - position.pixels;\n"
        out += "    if (distance.abs() < tolerance.distance && velocity.abs() < tolerance.velocity) return null;\n"
        let threshold = slow == nil ? "tolerance.velocity" : "slowReleaseVelocity"
        out += "    // A flick towards the \(unit) decelerates onto it; a slow release, or one moving away, springs.\n"
        out += "    if (velocity.abs() >= \(threshold) && distance * velocity > 0) {\n"
        out +=
            "      return FrictionSimulation.through(position.pixels, target, velocity, tolerance.velocity * velocity.sign);\n"
        out += "    }\n"
        out +=
            "    return ScrollSpringSimulation(\(snap == nil ? "spring" : "snapSpring"), position.pixels, target, velocity, "
        out += "tolerance: tolerance);\n  }\n}\n\n"
        return out
    }

    /// `paddingLeading` / `paddingTrailing`: the list's padding at each end for a viewport, the
    /// inset or more, so that the first (last) item's snap point can reach the viewport's. The
    /// playground widens its range by as much (`SnapLayout.reach`).
    private func paddings(_ strip: ExportStrip) -> String {
        let (first, last) = (length(of: "groups.first", strip), length(of: "groups.last", strip))
        let (lead, trail): (String, String)
        switch strip.rule {
        case .center: (lead, trail) = ("(viewport - \(first)) / 2", "(viewport - \(last)) / 2")
        case .start: (lead, trail) = ("insetLeading", "viewport - \(last) - insetLeading")
        default: (lead, trail) = ("viewport - \(first) - insetTrailing", "insetTrailing")
        }
        let (word, unit) = (alignment(strip.rule).word, strip.axis == .horizontal ? "card" : "row")
        func body(_ room: String, inset: String) -> String {
            room == inset ? inset : "(\(room)).clamp(\(inset), double.maxFinite)"
        }
        return """
              /// The list's padding before the first \(unit) in a viewport `viewport` pt long: the inset, or more so
              /// that the first \(unit)'s \(word) reaches its rest.
              static double paddingLeading(double viewport) => \(body(lead, inset: "insetLeading"));

              /// The list's padding after the last \(unit): the inset, or more so that its \(word) reaches its rest.
              static double paddingTrailing(double viewport) => \(body(trail, inset: "insetTrailing"));


            """
    }

    /// Index to snap point and back, group by group: a million items cost what two groups do.
    /// `reaching`: positions count from a leading padding the caller passes (it follows the viewport);
    /// items sized in percent take the viewport's length too. The lookups are
    /// Exports/Runtime/snap_lookups.dart's, which rest an item's centre and count from a `leading`
    /// the caller passes: this puts the rule's `inItem` where the centre's is, and without
    /// `reaching` counts from the inset instead.
    private func lookups(_ strip: ExportStrip, inItem: String, reaching: Bool) -> String {
        let relative = relative(strip)
        var text = Self.lookupMembers(relative ? "relative" : "fixed")
            .replacingOccurrences(relative ? "length / 2" : "group.length / 2", with: inItem)
        if !reaching {
            text = text.replacingOccurrences(", double leading", with: "")
                .replacingOccurrences("double start = leading;", with: "double start = insetLeading;")
                .replacingOccurrences(", after `leading` of padding", with: "")
        }
        return text + "\n"
    }

    /// The list: `ListView.separated` with the spacing as separators and the insets as padding.
    func stripList(_ strip: ExportStrip, holder: Bool) -> String {
        let horizontal = strip.axis == .horizontal
        let physics = holder ? stripName : glideName
        let use = holder || glidesAtTunedRate ? "\(physics)(parent: \(parentPhysics))" : parentPhysics
        func value(_ member: String, _ constant: ExportConstant) -> String {
            holder ? "\(physics).\(member)" : Self.number(constant.number)
        }
        let along = horizontal ? "width" : "height"
        let cross = strip.groups.map(\.cross.number).max() ?? 0
        let stem = document.name.lowerCamel
        var out = "The \(strip.itemCount) items, each as long as its group says."
        if horizontal {
            out += " A horizontal ListView needs a bounded height: the SizedBox gives it the items' "
            out += "\(NumberText.short(cross)) pt."
        }
        let reaching = holder && reaches(strip)
        // The list's viewport, where padding or item lengths follow it: a LayoutBuilder's constraints.
        let measures = reaching || relative(strip)
        let viewport = "constraints.max\(horizontal ? "Width" : "Height")"
        if reaching {
            out += " The LayoutBuilder pads the ends by the viewport's length so that the first and last items "
            out += "reach their snap positions too, with the padding \(physics) counts from."
        }
        if relative(strip) && !reaching {
            out += " The LayoutBuilder gives the items their share of the viewport's length."
        }
        if let note = strip.percentNote(sizeFrom: "MediaQuery.sizeOf(context) or a LayoutBuilder's constraints") {
            out += " " + note
        }
        out = SourceLanguage.dart.docComment(out)
        let length: String =
            holder
            ? "\(physics).lengthOf(index\(relative(strip) ? ", \(viewport)" : ""))"
            : (strip.groups.first.map { strip.length($0) } ?? .zero).expression(viewport: viewport, number: Self.number)
        var list = "ListView.separated(\n"
        list += "  scrollDirection: \(horizontal ? "Axis.horizontal" : "Axis.vertical"),\n"
        list += "  physics: const \(use),\n"
        let (lead, trail) = horizontal ? ("start", "end") : ("top", "bottom")
        if reaching {
            list += "  padding: EdgeInsetsDirectional.only(\n"
            list += "    \(lead): \(physics).paddingLeading(\(viewport)),\n"
            list += "    \(trail): \(physics).paddingTrailing(\(viewport)),\n  ),\n"
        } else {
            list += "  padding: const EdgeInsetsDirectional.only(\n"
            list += "    \(lead): \(value("insetLeading", strip.leadingInset)),\n"
            list += "    \(trail): \(value("insetTrailing", strip.trailingInset)),\n  ),\n"
        }
        list += "  itemCount: \(strip.itemCount),\n"
        list += "  separatorBuilder: (BuildContext context, int index) =>\n"
        list += "      const SizedBox(\(along): \(value("spacing", strip.spacing))),\n"
        list += "  itemBuilder: (BuildContext context, int index) =>\n"
        list += "      SizedBox(\(along): \(length), child: itemBuilder(context, index)),\n)"
        if measures {
            list =
                "LayoutBuilder(\n  builder: (BuildContext context, BoxConstraints constraints) => "
                + list.replacingOccurrences("\n", with: "\n  ") + ",\n)"
        }
        if horizontal {
            list =
                "SizedBox(\n  height: \(Self.number(cross)),\n  child: "
                + list.replacingOccurrences("\n", with: "\n  ") + ",\n)"
        }
        out += "Widget \(stem)List(IndexedWidgetBuilder itemBuilder) => "
        out += list.replacingOccurrences("\n", with: "\n    ") + ";\n\n"
        return out
    }

    /// Whole pages: a `PageView`, whose `PageScrollPhysics` turns one page per fling.
    func pageView(_ strip: ExportStrip) -> String {
        var out = SourceLanguage.dart.docComment(
            "The \(strip.itemCount) pages: PageView puts its PageScrollPhysics over the parent, one page per fling.")
        out += "Widget \(document.name.lowerCamel)Pages(IndexedWidgetBuilder itemBuilder) => PageView.builder(\n"
        if strip.axis == .vertical { out += "      scrollDirection: Axis.vertical,\n" }
        out += "      physics: const \(parentPhysics),\n"
        out += "      itemCount: \(strip.itemCount),\n      itemBuilder: itemBuilder,\n    );\n\n"
        return out
    }
}
