import Motion
import PlaygroundCore

/// A snapping strip as a RecyclerView set-up: item sizes, spacing by an `ItemDecoration` on the
/// side the layout direction starts from, insets by `setPaddingRelative` (wider for a `reach_ends`
/// strip, so its first and last items reach their snap positions), and the snap helper:
/// `PagerSnapHelper` for pages, or for one centred item per fling when Android's own glide was
/// simulated; `LinearSnapHelper` for any number of centred items under Android's glide; else a
/// `LinearSnapHelper` subclass that keeps the tuned glide and the fling limit
/// (`AndroidPrinter+SnapHelper`). PagerSnapHelper drops the release speed and the tuned rate, so a
/// carousel tuned at 0.99 gets the subclass limited to one item.
extension AndroidPrinter {
    /// The platform's stock helper for the strip, or nil when the tuned glide needs its own.
    enum Helper: Equatable {
        case pager, linear, none, tuned
    }

    func helper(_ strip: ExportStrip) -> Helper {
        if strip.rule == .page { return .pager }
        if strip.rule == .none { return .none }
        if keepsGlide || strip.rule != .center { return .tuned }
        switch strip.maxItemsPerFling {
        case nil: return .linear
        case 1: return .pager
        default: return .tuned
        }
    }

    /// The stock helper a centred strip would take but for the tuning: what the tuned helper
    /// replaces, measured in the top line. nil where no stock helper aligns the items so.
    func stockHelper(_ strip: ExportStrip) -> String? {
        guard strip.rule == .center else { return nil }
        switch strip.maxItemsPerFling {
        case nil: return "LinearSnapHelper"
        case 1: return "PagerSnapHelper"
        default: return nil
        }
    }

    func writeStrip(_ strip: ExportStrip, into source: inout AndroidSource) {
        let horizontal = strip.axis == .horizontal
        let length = horizontal ? "Width" : "Height"
        let helper = helper(strip)
        source.use("androidx.recyclerview.widget.RecyclerView")
        var member = ""
        var declarations = ""
        if helper == .tuned, let rate = document.decelerationRate {
            declarations +=
                (tunedNote(rate).map { doc($0) } ?? "")
                + "    const val DECELERATION_RATE = \(Self.float(rate.number))\n"
        }
        if helper == .tuned, let n = strip.maxItemsPerFling {
            declarations += "    const val MAX_ITEMS_PER_FLING = \(n)\n"
        }
        for constant in [strip.spacing, strip.leadingInset, strip.trailingInset] where constant.number != 0 {
            declarations +=
                (tunedNote(constant).map { doc($0) } ?? "")
                + "    const val \(constant.name.screamingSnake)_DP = \(Self.float(constant.number))\n"
        }
        if !declarations.isEmpty { source.members.append(declarations) }
        let relative = strip.percentNote(sizeFrom: "the RecyclerView's size (match_parent for 100%)")
        // A size in percent follows the RecyclerView's own length, which the function then takes;
        // one group needs no position (kotlinc warns of an unused parameter).
        let follows = strip.lengthFollowsViewport
        let one = strip.groups.count == 1
        let which = one ? "Each item's" : "Item [position]'s"
        member += doc(
            "\(which) \(length.lowercased()) along the strip (dp), of \(strip.itemCount)"
                + (follows ? ", in a RecyclerView [viewportDp] long" : "") + ": size its view by it."
                + (relative.map { " " + $0 } ?? ""))
        if one && !follows {
            member += "    const val ITEM_\(length.uppercased())_DP =" + itemLengths(strip) + "\n"
        } else {
            let parameters = (one ? [] : ["position: Int"]) + (follows ? ["viewportDp: Float"] : [])
            member +=
                "    fun item\(length)Dp(\(parameters.joined(separator: ", "))): Float =" + itemLengths(strip) + "\n"
        }
        source.members.append(member)
        source.members.append(setUp(strip, helper: helper, into: &source))
        if helper == .tuned { source.types.append(tunedHelper(strip, into: &source)) }
        source.untreated += document.constants.map(Self.listing)
    }

    /// How the set-up reads item `index`'s length along the axis in a RecyclerView `viewport` dp long.
    private func itemLength(_ strip: ExportStrip, _ index: Int, viewport: String) -> String {
        let length = strip.axis == .horizontal ? "Width" : "Height"
        let one = strip.groups.count == 1
        let follows = strip.lengthFollowsViewport
        if one && !follows { return "ITEM_\(length.uppercased())_DP" }
        let arguments = (one ? [] : [String(index)]) + (follows ? [viewport] : [])
        return "item\(length)Dp(\(arguments.joined(separator: ", ")))"
    }

    /// ` 280f` or a `when` over the groups' first indices; a size in percent as `viewportDp * 0.85f`.
    private func itemLengths(_ strip: ExportStrip) -> String {
        func value(_ group: ExportStrip.Group?) -> String {
            guard let group else { return Self.float(0) }
            return strip.length(group).expression(viewport: "viewportDp", number: Self.float)
        }
        if strip.groups.count == 1 { return " " + value(strip.groups.first) }
        var text = " when {\n"
        for group in strip.groups.dropLast() {
            text += "        position < \(group.firstIndex + group.count) -> \(value(group))\n"
        }
        return text + "        else -> \(value(strip.groups.last))\n    }"
    }

    /// `fun attach(recyclerView)`: spacing, padding and the snap helper.
    private func setUp(_ strip: ExportStrip, helper: Helper, into source: inout AndroidSource) -> String {
        let horizontal = strip.axis == .horizontal
        let length = horizontal ? "Width" : "Height"
        let spacing = strip.spacing.number != 0
        let leading = strip.leadingInset.number != 0 ? "INSET_LEADING_DP" : "0f"
        let trailing = strip.trailingInset.number != 0 ? "INSET_TRAILING_DP" : "0f"
        let reach = strip.reachesEnds && strip.rule != .none && strip.rule != .page
        var out = doc("Lays out and snaps a RecyclerView with a LinearLayoutManager along \(horizontal ? "x" : "y").")
        out += "    fun attach(recyclerView: RecyclerView) {\n"
        // Only where dp become pixels: an unused local is a kotlinc warning.
        if spacing || reach || leading != "0f" || trailing != "0f" {
            out += "        val density = recyclerView.resources.displayMetrics.density\n"
        }
        if spacing {
            source.use("android.graphics.Rect", "android.view.View", "kotlin.math.roundToInt")
            out += "        val spacing = (SPACING_DP * density).roundToInt()\n"
            out += "        recyclerView.addItemDecoration(object : RecyclerView.ItemDecoration() {\n"
            out += "            override fun getItemOffsets(\n"
            out += "                outRect: Rect, view: View, parent: RecyclerView, state: RecyclerView.State\n"
            out += "            ) {\n"
            out +=
                "                // The gap goes before every item but the first, on the side the layout starts from.\n"
            out += "                if (parent.getChildAdapterPosition(view) <= 0) return\n"
            out +=
                horizontal
                ? "                if (parent.layoutDirection == View.LAYOUT_DIRECTION_RTL) outRect.right = spacing"
                    + " else outRect.left = spacing\n"
                : "                outRect.top = spacing\n"
            out += "            }\n        })\n"
        }
        let place = { (start: String, end: String) in
            horizontal
                ? "setPaddingRelative(\(start), paddingTop, \(end), paddingBottom)"
                : "setPaddingRelative(paddingStart, \(start), paddingEnd, \(end))"
        }
        if reach {
            source.use("kotlin.math.max", "kotlin.math.roundToInt")
            let last = strip.itemCount - 1
            let viewport = "view.\(length.lowercased()) / density"
            let (first, final) = (itemLength(strip, 0, viewport: viewport), itemLength(strip, last, viewport: viewport))
            let (start, end): (String, String)
            switch strip.rule {
            case .center:
                start = "max(\(leading), (\(viewport) - \(first)) / 2)"
                end = "max(\(trailing), (\(viewport) - \(final)) / 2)"
            case .start:
                start = leading
                end = "max(\(trailing), \(viewport) - \(final) - \(leading))"
            default:
                start = "max(\(leading), \(viewport) - \(first) - \(trailing))"
                end = trailing
            }
            out += "        recyclerView.clipToPadding = false\n"
            out +=
                "        // Room for the first and last items to reach their snap positions, from the laid-out size.\n"
            out += "        recyclerView.addOnLayoutChangeListener { view, _, _, _, _, _, _, _, _ ->\n"
            out += "            val start = (\(start) * density).roundToInt()\n"
            out += "            val end = (\(end) * density).roundToInt()\n"
            out += "            with(view) {\n"
            let (current0, current1) = horizontal ? ("paddingStart", "paddingEnd") : ("paddingTop", "paddingBottom")
            out += "                if (\(current0) != start || \(current1) != end) post { \(place("start", "end")) }\n"
            out += "            }\n        }\n"
        } else if leading != "0f" || trailing != "0f" {
            source.use("kotlin.math.roundToInt")
            out += "        recyclerView.clipToPadding = false\n"
            out += "        recyclerView.apply {\n"
            out += "            " + place("(\(leading) * density).roundToInt()", "(\(trailing) * density).roundToInt()")
            out += "\n        }\n"
        }
        switch helper {
        case .pager:
            source.use("androidx.recyclerview.widget.PagerSnapHelper")
            out += "        PagerSnapHelper().attachToRecyclerView(recyclerView)\n"
        case .linear:
            source.use("androidx.recyclerview.widget.LinearSnapHelper")
            out += "        LinearSnapHelper().attachToRecyclerView(recyclerView)\n"
        case .tuned:
            out +=
                "        \(document.name.typeStem)SnapHelper(recyclerView.context).attachToRecyclerView(recyclerView)\n"
        case .none:
            break
        }
        return out + "    }\n"
    }

    /// What the stock helper (or RecyclerView's own fling) changes, measured against the tuning:
    /// the same flick (after a short drag, as a finger flicks) under the document's values and
    /// under Android's platform. Where the strip has its own helper, what the stock one it replaces
    /// would change, so that the reason for the longer code is a number too.
    func stripDifference(_ strip: ExportStrip) -> String? {
        let name: String
        switch helper(strip) {
        case .pager: name = "PagerSnapHelper keeps Android's own snap scroll"
        case .linear: name = "LinearSnapHelper keeps Android's own fling"
        case .none: name = "RecyclerView keeps Android's own fling"
        case .tuned:
            guard let stock = stockHelper(strip) else { return nil }
            name = "\(stock) would not keep the tuning (\(document.name.typeStem)SnapHelper below does)"
        }
        guard let measured = document.caveats.underAndroid, measured.differs else { return nil }
        let tuned = measured.tuned
        let primitive = measured.primitive
        let shift = primitive.offset - tuned.offset
        var rest = "rests where the tuning does"
        if abs(shift) > 0.5 {
            var items = ""
            if let a = tuned.item, let b = primitive.item, a != b {
                items = " (\(abs(b - a)) item\(abs(b - a) == 1 ? "" : "s"))"
            }
            rest =
                "rests \(NumberText.short(abs(shift), significant: 3)) pt\(items) "
                + (shift > 0 ? "further" : "shorter")
        }
        var start = ""
        if abs(primitive.startVelocity - tuned.startVelocity) > 1 {
            start =
                " starts at \(NumberText.short(primitive.startVelocity, significant: 4)) pt/s instead of "
                + NumberText.short(tuned.startVelocity, significant: 4) + " and"
        }
        let seconds = { (ms: Double?) in ms.map { NumberText.short($0 / 1000, significant: 2) + " s" } ?? "over 10 s" }
        let flick =
            "a \(NumberText.short(ExportMeasurement.flickVelocity)) pt/s flick after a "
            + "\(NumberText.short(ExportMeasurement.dragBeforeFlick)) pt drag"
        return "\(name): \(flick)\(start) \(rest), settling in "
            + "\(seconds(primitive.settleMilliseconds)) instead of \(seconds(tuned.settleMilliseconds))."
    }
}
