import PlaygroundCore

/// One frame line: the frame and the input facts the core consumed in it, in time order.
public struct ReplayFrame: Hashable, Sendable {
    public var frame: Frame
    public var inputs: [TimedInput]

    public init(frame: Frame, inputs: [TimedInput]) {
        self.frame = frame
        self.inputs = inputs
    }
}
