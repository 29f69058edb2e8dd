// A stand-in for the UIKit that `playground export --format swift` uses (UIKitPrinter): only the signatures the
// exports call, so that swiftc on Linux can compile an export as a module named UIKit
// (Tests/PlaygroundTests/Injection/ExportCompileTests.swift). Nothing here draws or scrolls.
#if canImport(Glibc)
    @_exported import Glibc
#endif

public typealias CGFloat = Double
public typealias TimeInterval = Double

public struct CGPoint {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
}

public struct CGVector {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    public static let zero = CGVector(dx: 0, dy: 0)
}

public struct CGSize {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
}

public struct CGRect {
    public var origin = CGPoint(x: 0, y: 0)
    public var size = CGSize(width: 0, height: 0)
    public init() {}
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    public static let zero = CGRect()
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var minX: CGFloat { origin.x }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var maxX: CGFloat { origin.x + size.width }
    public var minY: CGFloat { origin.y }
    public var midY: CGFloat { origin.y + size.height / 2 }
    public var maxY: CGFloat { origin.y + size.height }
}

public struct UIEdgeInsets {
    public var top: CGFloat = 0
    public var left: CGFloat = 0
    public var bottom: CGFloat = 0
    public var right: CGFloat = 0
    public init() {}
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

/// Foundation's, which UIKit re-exports.
public struct IndexPath {
    public var item: Int
    public var section: Int
    public init(item: Int, section: Int) { (self.item, self.section) = (item, section) }
}

open class NSObject {
    public init() {}
}

public final class CAMediaTimingFunction {
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

public final class UISpringTimingParameters {
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {}
}

@MainActor
open class UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) { animations() }
}

@MainActor
open class UIViewPropertyAnimator {
    public init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {}
}

@MainActor
open class UIScrollView {
    public struct DecelerationRate {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public enum ContentInsetAdjustmentBehavior { case automatic, never }

    public var decelerationRate = DecelerationRate(rawValue: 0.998)
    public var isPagingEnabled = false
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    public var contentInset = UIEdgeInsets()
    public var contentOffset = CGPoint(x: 0, y: 0)
    public var bounds = CGRect()
    public weak var delegate: (any UIScrollViewDelegate)?
    public init() {}
}

@MainActor
open class UICollectionViewLayoutAttributes {
    public var frame = CGRect.zero
    public var indexPath = IndexPath(item: 0, section: 0)
}

@MainActor
open class UICollectionViewLayout {
    public init() {}
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
}

@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection { case vertical, horizontal }

    public var scrollDirection = ScrollDirection.vertical
    public var minimumLineSpacing: CGFloat = 10
    public var itemSize = CGSize(width: 50, height: 50)
    public var sectionInset = UIEdgeInsets()
}

@MainActor
open class UICollectionView: UIScrollView {
    public var collectionViewLayout: UICollectionViewLayout = UICollectionViewFlowLayout()
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
}

@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 50, height: 50) }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { UIEdgeInsets() }
}
