import Motion
import PlaygroundCore

extension FrameLineScan {
    /// One input object with its keys in the encoder's order, checked against the limits
    /// `ReplayParser.input` applies; nil for anything else, `parameter_changed` included (its
    /// value goes through the parameter catalog, and it is rare).
    mutating func input() -> TimedInput? {
        guard literal(#"{"type":"#), let typeName = plainString(), let type = InputName(rawValue: typeName),
            literal(#","time_us":"#), let time = integer()
        else { return nil }
        let input: Input
        switch type {
        case .pointerPressed, .pointerReleased:
            guard let p = point(), literal(#","button":"#), let name = plainString(),
                let button = PointerButton(rawValue: name)
            else { return nil }
            guard let pointer = pointer() else { return nil }
            input =
                type == .pointerPressed
                ? .pointerPressed(p, button: button, pointer: pointer)
                : .pointerReleased(p, button: button, pointer: pointer)
        case .pointerMoved:
            guard let p = point(), let pointer = pointer() else { return nil }
            input = .pointerMoved(p, pointer: pointer)
        case .pointerExited:
            input = .pointerExited
        case .wheel:
            guard literal(#","dx":"#), let dx = number(), Fields.isWithin(dx, magnitude: ReplayFormat.maxWheel),
                literal(#","dy":"#), let dy = number(), Fields.isWithin(dy, magnitude: ReplayFormat.maxWheel)
            else { return nil }
            input = .wheelScrolled(dx: dx, dy: dy)
        case .keyPressed, .keyReleased:
            guard literal(#","key":"#), let name = plainString(), Key.isKnownName(name),
                let modifiers = modifiers()
            else { return nil }
            let key = Key(rawValue: name)
            input =
                type == .keyPressed ? .keyPressed(key, modifiers: modifiers) : .keyReleased(key, modifiers: modifiers)
        case .viewportResized:
            let limits = 0...ReplayFormat.maxViewport
            guard literal(#","width":"#), let width = number(), Fields.isWithin(width, limits),
                literal(#","height":"#), let height = number(), Fields.isWithin(height, limits)
            else { return nil }
            input = .viewportResized(Size(width: width, height: height))
        case .focusChanged:
            guard literal(#","focused":"#) else { return nil }
            if literal("true") {
                input = .focusChanged(true)
            } else if literal("false") {
                input = .focusChanged(false)
            } else {
                return nil
            }
        case .parameterChanged, .sceneReloaded, .sceneReadFailed:
            return nil
        }
        guard literal("}") else { return nil }
        return TimedInput(time: time, input)
    }

    private mutating func point() -> Point? {
        guard literal(#","x":"#), let x = number(), Fields.isWithin(x, magnitude: ReplayFormat.maxCoordinate),
            literal(#","y":"#), let y = number(), Fields.isWithin(y, magnitude: ReplayFormat.maxCoordinate)
        else { return nil }
        return Point(x: x, y: y)
    }

    /// The encoder's `pointer` object, or the mouse where there is none.
    private mutating func pointer() -> Pointer? {
        guard literal(#","pointer":{"id":"#) else { return .mouse }
        guard let id = integer(), id <= Int64(ReplayFormat.maxPointerID), literal(#","kind":"#),
            let name = plainString(), let kind = PointerKind(rawValue: name)
        else { return nil }
        var pointer = Pointer(id: Int(id), kind: kind)
        if literal(#","pressure":"#) {
            guard let pressure = number(), Fields.isWithin(pressure, ReplayFormat.pressures) else { return nil }
            pointer.pressure = pressure
        }
        if literal(#","size":"#) {
            guard let size = number(), Fields.isWithin(size, 0...ReplayFormat.maxCoordinate) else { return nil }
            pointer.size = size
        }
        guard literal("}"), pointer != .mouse else { return nil }
        return pointer
    }

    private mutating func modifiers() -> Modifiers? {
        guard literal(#","modifiers":["#) else { return nil }
        var names: [String] = []
        if !literal("]") {
            repeat {
                guard let name = plainString(), Modifiers(names: [name]) != nil else { return nil }
                names.append(name)
            } while literal(",")
            guard literal("]") else { return nil }
        }
        return Modifiers(names: names)
    }
}
