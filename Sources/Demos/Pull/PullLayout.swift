import Motion

/// Where the pull demo's parts sit for a viewport size: the navigation bar with the page title
/// and the page container below it on the left (a phone-sized column), the explanation panel
/// on the right. Pure geometry, recomputed on resize.
struct PullLayout: Hashable, Sendable {
    /// Height of the navigation bar that shows "第2页" and "Page 2 of 5", points.
    static let navBarHeight = 48.0
    static let margin = 20.0
    /// The container is a phone-like column: between these widths, points.
    static let containerWidths = 200.0...400.0
    /// The container never gets shorter than this, points (tiny windows still show a page).
    static let minContainerHeight = 160.0

    var viewport: Size
    var navBar: Rect
    /// The seed's mContainer: one page tall, scrolled only by page changes.
    var container: Rect
    var side: Rect

    init(viewport: Size) {
        self.viewport = viewport
        let width = clamp(viewport.width * 0.5, Self.containerWidths)
        navBar = Rect(x: Self.margin, y: 12, width: width, height: Self.navBarHeight)
        container = Rect(
            x: Self.margin, y: navBar.maxY, width: width,
            height: max(Self.minContainerHeight, viewport.height - navBar.maxY - Self.margin))
        // At least 120 pt for the explanation, but never past the viewport's edge (a narrow
        // viewport gives up the right margin first): its lines wrap to what is visible.
        let room = viewport.width - container.maxX - 24
        side = Rect(
            x: container.maxX + 24, y: navBar.minY, width: min(room, max(120, room - 20)),
            height: container.maxY - navBar.minY)
    }

    /// The pushed detail covers the navigation bar and the container, as a pushed controller does.
    var detail: Rect { Rect(x: navBar.minX, y: navBar.minY, width: navBar.width, height: container.maxY - navBar.minY) }

    /// The detail's back button (in its navigation bar, at rest).
    var backButton: Rect { Rect(x: detail.minX + 8, y: detail.minY + 8, width: 76, height: 32) }
}
