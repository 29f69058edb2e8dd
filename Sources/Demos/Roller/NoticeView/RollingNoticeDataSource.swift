/// XBRollingNoticeViewDataSource: the roller asks how many rows there are and for the cell
/// of a row, which the source dequeues from the roller (`dequeueReusableCell(withIdentifier:)`)
/// and configures, as with UITableView.
public protocol RollingNoticeDataSource: Sendable {
    func numberOfRows(in view: RollingNoticeView) -> Int
    func rollingNoticeView(_ view: inout RollingNoticeView, cellAt index: Int) -> CommentCell
}
