/// The on-screen buttons of the roller demo: the Custom roller's settings and the global actions.
public enum RollerControl: Hashable, Sendable {
    case style(RollingStyle)
    case stayShorter, stayLonger
    case durationShorter, durationLonger
    case spaceSmaller, spaceLarger
    case reload
    case pauseAll
}
