/// When a demo next needs a frame, so the host can block on events while nothing moves.
public enum Wake: Hashable, Sendable {
    /// Something is moving: render the next vsync.
    case nextFrame
    /// Nothing moves until this session time (µs), e.g. the roller's next roll.
    case at(Int64)
    /// Nothing moves until the next input.
    case idle

    /// The earlier of two requests.
    public func merged(with other: Wake) -> Wake {
        switch (self, other) {
        case (.nextFrame, _), (_, .nextFrame): .nextFrame
        case (.at(let a), .at(let b)): .at(Swift.min(a, b))
        case (.at(let a), .idle), (.idle, .at(let a)): .at(a)
        case (.idle, .idle): .idle
        }
    }
}
