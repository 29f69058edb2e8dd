// A stand-in for the UIKit that `playground export --format swift` uses: only the signatures the
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
}

public struct CGRect {
    public var size = CGSize(width: 0, height: 0)
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
}

public struct UIEdgeInsets {
    public var top: CGFloat = 0
    public var left: CGFloat = 0
    public var bottom: CGFloat = 0
    public var right: CGFloat = 0
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
open class UIScrollView {
    public struct DecelerationRate {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }

    public enum ContentInsetAdjustmentBehavior { case automatic, never }

    public var decelerationRate = DecelerationRate(rawValue: 0.998)
    public var isPagingEnabled = false
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    public var contentInset = UIEdgeInsets()
    public var contentOffset = CGPoint(x: 0, y: 0)
    public var bounds = CGRect()
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
