import Playground

/// The Swift both scene exporters (UIKit and SwiftUI) share: `enum <Scene>SnapLayout`, the
/// scene's groups and snap rule as constants, and the arithmetic of `SceneGeometry` and
/// `SceneGeometry.releaseTarget` over them in `CGFloat`, written in the same order so that it
/// chooses the same item.
struct SceneSwiftLayout {
    var model: SceneExportModel

    var name: String { model.motion.typeStem + "SnapLayout" }

    var text: String {
        var out = syntax.doc(SceneLayoutSyntax.intro(model, unit: "points", container: "scroll view"), indent: "")
        out += "enum \(name) {\n" + types
        out += "    // MARK: Geometry and physics (the scene file's values)\n\n"
        out += syntax.declarations
        return out + "\n" + Self.functions + "}\n"
    }

    private var syntax: SceneLayoutSyntax { SceneLayoutSyntax(language: .swift, model: model) }

    private var types: String {
        """
            /// `count` items in a row, each `length` points along the axis and `cross` across it.
            struct ItemGroup {
                var count: Int
                var length: CGFloat
                var cross: CGFloat
            }

            /// Where a release comes to rest along the axis.
            enum Snap {
                /// Wherever the glide stops (with a fling limit: no further than that many item starts).
                case none
                /// An item's start `insetLeading` after the viewport's leading edge.
                case start
                /// An item's centre on the viewport's centre.
                case center
                /// An item's end `insetTrailing` before the viewport's trailing edge.
                case end
                /// Whole viewport lengths, like isPagingEnabled.
                case page
            }

            /// What was selected when the finger went down: the item (or page) a fling is counted from.
            struct Anchor {
                var item: Int
                var page: Int
            }


        """
    }

    private static let functions = """
            // MARK: Items, group by group

            /// Each group's first index and first item's start, summed once.
            private static let runs: [(first: Int, start: CGFloat)] = {
                var runs: [(first: Int, start: CGFloat)] = []
                var index = 0
                var position = insetLeading
                for group in groups {
                    runs.append((index, position))
                    index += group.count
                    position += CGFloat(group.count) * (group.length + spacing)
                }
                return runs
            }()

            /// Every item, counted across the groups.
            static let itemCount = groups.reduce(0) { $0 + $1.count }

            /// The last index below `count` for which `holds` is true (0 if none), where `holds` is true up
            /// to some index and false after it: a binary search.
            private static func lastIndex(below count: Int, where holds: (Int) -> Bool) -> Int {
                var lo = 0
                var hi = count - 1
                while lo < hi {
                    let mid = (lo + hi + 1) / 2
                    if holds(mid) { lo = mid } else { hi = mid - 1 }
                }
                return lo
            }

            /// The group holding item `index` (clamped to the items).
            static func group(of index: Int) -> Int { lastIndex(below: groups.count) { runs[$0].first <= index } }

            /// Item `index`'s start along the axis.
            static func start(of index: Int) -> CGFloat {
                let g = group(of: index)
                return runs[g].start + CGFloat(index - runs[g].first) * (groups[g].length + spacing)
            }

            static func length(of index: Int) -> CGFloat { groups[group(of: index)].length }
            static func cross(of index: Int) -> CGFloat { groups[group(of: index)].cross }

            /// Insets, items and the spacing between them: the content size along the axis.
            static var contentLength: CGFloat {
                start(of: itemCount - 1) + length(of: itemCount - 1) + insetTrailing
            }

            /// The item whose slot (the item and the spacing after it) holds `position`.
            static func item(at position: CGFloat) -> Int {
                let g = lastIndex(below: groups.count) { runs[$0].start <= position }
                let k = ((position - runs[g].start) / (groups[g].length + spacing)).rounded(.down)
                return runs[g].first + Int(min(max(0, k), CGFloat(groups[g].count - 1)))
            }

            // MARK: Snap positions

            /// The offset at which item `index` rests under `rule` (`none` and `page`: its start at the
            /// leading inset).
            static func snapOffset(of index: Int, rule: Snap? = nil, viewport: CGFloat) -> CGFloat {
                switch rule ?? snap {
                case .none, .start, .page: return start(of: index) - insetLeading
                case .center: return start(of: index) + length(of: index) / 2 - viewport / 2
                case .end: return start(of: index) + length(of: index) + insetTrailing - viewport
                }
            }

            /// The scroll range: the content and its insets; with reachesEnds (under start, center or end)
            /// widened so that every item's snap offset is inside.
            static func minOffset(viewport: CGFloat) -> CGFloat {
                switch snap {
                case .none, .page: return 0
                case .start, .center, .end: return reachesEnds ? min(0, snapOffset(of: 0, viewport: viewport)) : 0
                }
            }

            static func maxOffset(viewport: CGFloat) -> CGFloat {
                let content = max(0, contentLength - viewport)
                switch snap {
                case .none, .page: return content
                case .start, .center, .end:
                    return reachesEnds ? max(content, snapOffset(of: itemCount - 1, viewport: viewport)) : content
                }
            }

            /// Where item `index` comes to rest: its snap offset held to the scroll range (near an end the
            /// range does not reach, several items share the end's rest).
            static func restOffset(of index: Int, viewport: CGFloat) -> CGFloat {
                min(max(snapOffset(of: index, viewport: viewport), minOffset(viewport: viewport)), maxOffset(viewport: viewport))
            }

            /// The item whose rest is nearest `offset` (the first on a tie); items sharing an end's rest count
            /// as the one nearest the inside, so a fling limit counts from what shows there. A binary search.
            static func nearestRestItem(to offset: CGFloat, viewport: CGFloat) -> Int {
                let low = minOffset(viewport: viewport)
                let high = maxOffset(viewport: viewport)
                let target = min(max(offset, low), high)
                var index = lastIndex(below: itemCount) { restOffset(of: $0, viewport: viewport) <= target }
                if index + 1 < itemCount,
                    abs(restOffset(of: index + 1, viewport: viewport) - target)
                        < abs(target - restOffset(of: index, viewport: viewport))
                {
                    index += 1
                }
                let rest = restOffset(of: index, viewport: viewport)
                if low < high, rest == low {
                    return lastIndex(below: itemCount) { snapOffset(of: $0, viewport: viewport) <= low }
                }
                if low < high, rest == high {
                    let before = lastIndex(below: itemCount) { snapOffset(of: $0, viewport: viewport) < high }
                    return snapOffset(of: before, viewport: viewport) < high ? min(before + 1, itemCount - 1) : before
                }
                return index
            }

            /// The room the scroll range needs before the content's leading edge and after its trailing
            /// edge (UIKit: the contentInset along the axis; SwiftUI: padding around the items): none
            /// without reachesEnds.
            static func reach(viewport: CGFloat) -> (before: CGFloat, after: CGFloat) {
                (-minOffset(viewport: viewport), maxOffset(viewport: viewport) - (contentLength - viewport))
            }

            // MARK: Pages

            static func lastPage(viewport: CGFloat) -> Int {
                Int(((maxOffset(viewport: viewport) - minOffset(viewport: viewport)) / viewport).rounded(.up))
            }

            static func pageOffset(_ page: Int, viewport: CGFloat) -> CGFloat {
                min(minOffset(viewport: viewport) + CGFloat(page) * viewport, maxOffset(viewport: viewport))
            }

            static func nearestPage(to offset: CGFloat, viewport: CGFloat) -> Int {
                let k = ((offset - minOffset(viewport: viewport)) / viewport).rounded()
                return Int(min(max(0, k), CGFloat(lastPage(viewport: viewport))))
            }

            // MARK: Release

            /// Where a free deceleration from `offset` at `velocity` (pt/s) tends: x0 + v/λ.
            static func projectedLanding(offset: CGFloat, velocity: CGFloat) -> CGFloat {
                offset + velocity / (-1000 * log(decelerationRate))
            }

            /// The anchor at `offset`: call it when the finger goes down.
            static func anchor(at offset: CGFloat, viewport: CGFloat) -> Anchor {
                let page = nearestPage(to: offset, viewport: viewport)
                switch snap {
                case .none: return Anchor(item: item(at: offset + insetLeading), page: page)
                case .start, .center, .end: return Anchor(item: nearestRestItem(to: offset, viewport: viewport), page: page)
                case .page: return Anchor(item: item(at: pageOffset(page, viewport: viewport) + insetLeading), page: page)
                }
            }

            /// Where a release at `offset` with `velocity` (pt/s, positive towards the end) and a
            /// projected rest `projected` comes to rest; nil leaves the glide alone.
            static func releaseTarget(
                offset: CGFloat, velocity: CGFloat, projected: CGFloat, anchor: Anchor, viewport: CGFloat
            ) -> CGFloat? {
                let low = minOffset(viewport: viewport)
                let high = maxOffset(viewport: viewport)
                switch snap {
                case .none:
                    // Free, but no further than maxItemsPerFling item starts from the anchor.
                    guard let n = maxItemsPerFling else { return nil }
                    let a = snapOffset(of: max(0, anchor.item - n), rule: .start, viewport: viewport)
                    let b = snapOffset(of: min(itemCount - 1, anchor.item + n), rule: .start, viewport: viewport)
                    let glideEnd = min(max(projected, low), high)
                    return min(max(glideEnd, min(a, b)), max(a, b))
                case .start, .center, .end:
                    var index = nearestRestItem(to: projected, viewport: viewport)
                    // A flick never turns back: a release at least slowReleaseVelocity fast takes, instead
                    // of a rest behind it, the next one in the flick's direction.
                    if velocity >= slowReleaseVelocity, restOffset(of: index, viewport: viewport) < offset {
                        index = min(index + 1, itemCount - 1)
                    } else if velocity <= -slowReleaseVelocity, restOffset(of: index, viewport: viewport) > offset {
                        index = max(index - 1, 0)
                    }
                    if let n = maxItemsPerFling { index = min(max(index, anchor.item - n), anchor.item + n) }
                    return restOffset(of: min(max(0, index), itemCount - 1), viewport: viewport)
                case .page:
                    guard let n = maxItemsPerFling, n > 1 else {
                        // The next page in the flick's direction when fast enough, else the nearest.
                        let page = (offset - low) / viewport
                        let index: CGFloat
                        if velocity > pagingVelocityThreshold {
                            index = (page + 1e-9).rounded(.down) + 1
                        } else if velocity < -pagingVelocityThreshold {
                            index = (page - 1e-9).rounded(.up) - 1
                        } else {
                            index = page.rounded()
                        }
                        return min(max(low + index * viewport, low), high)
                    }
                    var page = nearestPage(to: projected, viewport: viewport)
                    if velocity >= slowReleaseVelocity, pageOffset(page, viewport: viewport) < offset {
                        page = min(page + 1, lastPage(viewport: viewport))
                    } else if velocity <= -slowReleaseVelocity, pageOffset(page, viewport: viewport) > offset {
                        page = max(page - 1, 0)
                    }
                    page = min(max(page, anchor.page - n), anchor.page + n)
                    return pageOffset(min(max(0, page), lastPage(viewport: viewport)), viewport: viewport)
                }
            }

        """
}
