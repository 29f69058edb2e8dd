/// XBRollingNoticeViewDelegate: told which row was showing when the roller was tapped.
public protocol RollingNoticeDelegate {
    /// `index` is the roller's `currentIndex` at the tap (the seed's `didClickRollingNoticeView:forIndex:`).
    mutating func rollingNoticeView(_ view: RollingNoticeView, didClickAt index: Int, time: Int64)
}
