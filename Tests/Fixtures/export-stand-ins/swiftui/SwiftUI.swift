// A stand-in for the SwiftUI that `playground export --format swiftui` uses (SwiftUIPrinter, and with
// `--exact` ExactSwiftGlue's ScrollTargetBehavior and tracking): only the signatures the exports
// call, as SwiftUI declares them (names, labels, inout, optionality, what is get-only and what has
// no public initializer, availability), so that swiftc on Linux can compile an export as a module
// named SwiftUI (Tests/ExportTests/Injection/ExportCompileTests.swift). Nothing here lays
// out, draws or scrolls.
#if canImport(Glibc)
    @_exported import Glibc
#endif

public typealias CGFloat = Double
public typealias TimeInterval = Double

// CoreGraphics' geometry, as SwiftUI brings it in.
public struct CGSize: Equatable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
}

public struct CGPoint: Equatable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
}

public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
}

public struct CGRect: Equatable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public init(origin: CGPoint, size: CGSize) { (self.origin, self.size) = (origin, size) }
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
}

public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
}

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

/// A view no body describes: the primitives and every modifier's result.
public struct PrimitiveView<Content>: View {
    let content: Content
    public var body: Never { fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> PrimitiveView<
        (repeat each Content)
    > { PrimitiveView(content: (repeat each content)) }
    // `if` / `else` and `if #available`: SwiftUI's conditional content and its type-erased view.
    public static func buildEither<First: View, Second: View>(first: First) -> PrimitiveView<(First?, Second?)> {
        PrimitiveView(content: (first, nil))
    }
    public static func buildEither<First: View, Second: View>(second: Second) -> PrimitiveView<(First?, Second?)> {
        PrimitiveView(content: (nil, second))
    }
    public static func buildLimitedAvailability(_ content: some View) -> AnyView { AnyView(content) }
}

public struct AnyView: View {
    nonisolated public init(_ view: some View) {}
    public var body: Never { fatalError() }
}

public enum Axis: Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public enum Edge: Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]
    }
}

@propertyWrapper
public struct State<Value> {
    let box: [Value]
    public init(wrappedValue value: Value) { box = [value] }
    public var wrappedValue: Value {
        get { box[0] }
        nonmutating set {}
    }
}

public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement()
    public static let scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public enum VerticalAlignment { case center }
public enum HorizontalAlignment { case center }

public struct Alignment: Sendable {
    public static let center = Alignment()
}

public struct LazyHStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct LazyVStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {}
    public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
    public var body: Never { fatalError() }
}

public struct GeometryProxy {
    public var size: CGSize
}

public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

/// Where a scroll gesture is to end: SwiftUI makes these, a behavior only changes them.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
}

/// What SwiftUI tells a behavior; it makes them, so no initializer is public.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ScrollTargetBehaviorContext {
    public let originalTarget: ScrollTarget
    public let velocity: CGVector
    public let contentSize: CGSize
    public let containerSize: CGSize
    public let axes: Axis.Set
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
    typealias TargetContext = ScrollTargetBehaviorContext
}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
        @available(iOS 18.0, macOS 15.0, *) public static let alwaysByOne = LimitBehavior()
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        .init(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { .init() }
}

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View { PrimitiveView(content: self) }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { PrimitiveView(content: self) }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        PrimitiveView(content: self)
    }
    /// SwiftUI's fractional form: the closure gets the container's length along the axis.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View { PrimitiveView(content: self) }
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        PrimitiveView(content: self)
    }
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View { PrimitiveView(content: self) }
}

/// A scroll view's geometry, as `onScrollGeometryChange` hands it.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        (self.contentOffset, self.contentSize) = (contentOffset, contentSize)
        (self.contentInsets, self.containerSize) = (contentInsets, containerSize)
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@frozen public enum ScrollPhase: Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPhaseChangeContext {
    public let geometry: ScrollGeometry
    public let velocity: CGVector?
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View { PrimitiveView(content: self) }
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        PrimitiveView(content: self)
    }
    nonisolated public func onScrollPhaseChange(
        _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    ) -> some View { PrimitiveView(content: self) }
}

public struct Animation: Sendable {
    public static func linear(duration: TimeInterval) -> Animation { Animation() }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    { Animation() }
}
