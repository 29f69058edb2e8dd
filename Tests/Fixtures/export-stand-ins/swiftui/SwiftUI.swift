// A stand-in for the SwiftUI that `playground export --format swiftui` uses (SwiftUIPrinter): only
// the signatures the exports call, as SwiftUI declares them, so that swiftc on Linux can compile an
// export as a module named SwiftUI (Tests/PlaygroundTests/Export/Injection/ExportCompileTests.swift).
// Nothing here lays out, draws or scrolls.
#if canImport(Glibc)
    @_exported import Glibc
#endif

public typealias CGFloat = Double
public typealias TimeInterval = Double

public struct CGSize: Sendable {
    public var width: CGFloat
    public var height: CGFloat
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

public protocol ScrollTargetBehavior {}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
        @available(iOS 18.0, macOS 15.0, *) public static let alwaysByOne = LimitBehavior()
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
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
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        PrimitiveView(content: self)
    }
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
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
