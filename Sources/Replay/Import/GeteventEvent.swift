import PlaygroundCore

/// One event line of `getevent -t` or `getevent -lt`, its type and code as Linux numbers whichever
/// way the line spelled them (`EV_ABS ABS_MT_POSITION_X` is `0003 0035`).
struct GeteventEvent: Hashable, Sendable {
    /// µs since boot, from `[   1411.748191]`.
    var time: Int64
    var type: Int
    var code: Int
    /// Signed 32 bits as the kernel sends it (`ffffffff` is −1); `DOWN` 1, `UP` 0.
    var value: Int64

    static let synType = 0x00
    static let keyType = 0x01
    static let absType = 0x03
    static let synReport = 0x00
    static let synMTReport = 0x02
    static let btnTouch = 0x14a
    static let absX = 0x00
    static let absY = 0x01
    static let absPressure = 0x18
    static let mtSlot = 0x2f
    static let mtTouchMajor = 0x30
    static let mtPositionX = 0x35
    static let mtPositionY = 0x36
    static let mtTrackingID = 0x39
    static let mtPressure = 0x3a

    /// The names `getevent -l` prints for the types and codes an import reads; any other name is
    /// an event it has no use for.
    static let typeNames: [String: Int] = ["EV_SYN": synType, "EV_KEY": keyType, "EV_ABS": absType]
    static let codeNames: [String: Int] = [
        "SYN_REPORT": synReport, "SYN_MT_REPORT": synMTReport, "BTN_TOUCH": btnTouch, "ABS_X": absX, "ABS_Y": absY,
        "ABS_PRESSURE": absPressure, "ABS_MT_SLOT": mtSlot, "ABS_MT_TOUCH_MAJOR": mtTouchMajor,
        "ABS_MT_POSITION_X": mtPositionX, "ABS_MT_POSITION_Y": mtPositionY, "ABS_MT_TRACKING_ID": mtTrackingID,
        "ABS_MT_PRESSURE": mtPressure,
    ]

    /// `[   1411.748191] EV_ABS ABS_MT_POSITION_X 00000273`, with or without a
    /// `/dev/input/eventN:` before the type, or the same in numbers (`0003 0035 00000273`). nil
    /// for a line that is not an event (blank, a header line); a problem for a line that starts
    /// like one and is not.
    static func parse(_ line: Substring) -> Result<GeteventEvent?, TraceLineProblem> {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == "[" else { return .success(nil) }
        guard let close = trimmed.firstIndex(of: "]") else {
            return .failure(TraceLineProblem("a time without its closing ]"))
        }
        let stamp = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close].filter { $0 != " " })
        guard let time = micros(stamp) else {
            return .failure(TraceLineProblem("\"\(stamp)\" is not a time in seconds"))
        }
        var fields = trimmed[trimmed.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\t" })
        if let first = fields.first, first.hasSuffix(":") { fields.removeFirst() }
        guard fields.count == 3 else {
            return .failure(
                TraceLineProblem("an event has a type, a code and a value, this line has \(fields.count) fields"))
        }
        guard let type = typeNames[String(fields[0])] ?? hex(fields[0], digits: 4).map(Int.init) else {
            // A type the import never reads (EV_MSC, EV_REL): skipped, as getevent's reader would.
            return fields[0].hasPrefix("EV_")
                ? .success(nil) : .failure(TraceLineProblem("\"\(fields[0])\" is not an event type"))
        }
        guard let code = codeNames[String(fields[1])] ?? hex(fields[1], digits: 4).map(Int.init) else {
            return fields[1].contains("_")
                ? .success(nil) : .failure(TraceLineProblem("\"\(fields[1])\" is not an event code"))
        }
        let valueText = String(fields[2])
        let value: Int64
        switch valueText {
        case "DOWN": value = 1
        case "UP": value = 0
        default:
            guard let raw = hex(fields[2], digits: 8) else {
                return .failure(TraceLineProblem("\"\(valueText)\" is not a value"))
            }
            value = Int64(Int32(bitPattern: UInt32(raw)))
        }
        return .success(GeteventEvent(time: time, type: type, code: code, value: value))
    }

    /// The same for a line's bytes, without a String for the lines getevent writes (ASCII, a time of
    /// digits, three fields the import knows or skips); anything else is read by `parse(_:)`
    /// above, so the two always agree.
    static func parse(bytes line: UnsafeBufferPointer<UInt8>) -> Result<GeteventEvent?, TraceLineProblem> {
        if let fast = FastLine.parse(line) { return fast }
        return parse(Substring(String(decoding: line, as: UTF8.self)))
    }

    /// "1411.748191" → 1411748191 µs; at most 12 digits of seconds and 6 of fraction.
    static func micros(_ text: String) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, (1...12).contains(whole.count),
            whole.allSatisfy(\.isASCII), let seconds = Int64(whole)
        else { return nil }
        var fraction: Int64 = 0
        if parts.count == 2 {
            let digits = parts[1]
            guard (1...6).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            fraction = Int64(digits)! * Int64([1, 100_000, 10_000, 1_000, 100, 10, 1][digits.count])
        }
        return seconds * 1_000_000 + fraction
    }

    /// Up to `digits` hexadecimal digits, nothing else.
    static func hex(_ text: Substring, digits: Int) -> UInt64? {
        guard (1...digits).contains(text.count), text.allSatisfy(\.isHexDigit) else { return nil }
        return UInt64(text, radix: 16)
    }
}

/// `GeteventEvent.parse(bytes:)`'s reading of the common lines, byte by byte; nil where it leaves
/// the line to the String reading (a problem to word, a line that is not plain ASCII).
private enum FastLine {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    static let typeNames = GeteventEvent.typeNames.map { (Array($0.key.utf8), $0.value) }
    static let codeNames = GeteventEvent.codeNames.map { (Array($0.key.utf8), $0.value) }

    static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Result<GeteventEvent?, TraceLineProblem>? {
        // Characters are bytes only in ASCII.
        var i = 0
        let end = line.count
        for b in line where b >= 0x80 { return nil }
        while i < end, line[i] == space || line[i] == tab { i += 1 }
        guard i < end, line[i] == UInt8(ascii: "[") else { return .success(nil) }
        i += 1
        // The time: digits, a point, up to 6 digits, spaces anywhere (getevent pads on the left).
        var seconds: Int64 = 0
        var wholeDigits = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var point = false
        while i < end, line[i] != UInt8(ascii: "]") {
            let b = line[i]
            i += 1
            if b == space { continue }
            if b == UInt8(ascii: "."), !point {
                point = true
                continue
            }
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }
            if point {
                fractionDigits += 1
                fraction = fraction &* 10 &+ Int64(b - UInt8(ascii: "0"))
            } else {
                wholeDigits += 1
                seconds = seconds &* 10 &+ Int64(b - UInt8(ascii: "0"))
            }
        }
        guard i < end, (1...12).contains(wholeDigits), !point || (1...6).contains(fractionDigits) else { return nil }
        for _ in fractionDigits..<6 { fraction *= 10 }
        i += 1
        // The fields: at most four (a device path first), split at spaces and tabs.
        var fields: [(Int, Int)] = []
        fields.reserveCapacity(4)
        while i < end {
            while i < end, line[i] == space || line[i] == tab { i += 1 }
            guard i < end else { break }
            let start = i
            while i < end, line[i] != space, line[i] != tab { i += 1 }
            guard fields.count < 4 else { return nil }
            fields.append((start, i))
        }
        if let first = fields.first, line[first.1 - 1] == UInt8(ascii: ":") { fields.removeFirst() }
        guard fields.count == 3 else { return nil }
        func bytes(_ field: (Int, Int)) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: line[field.0..<field.1])
        }
        let typeField = bytes(fields[0])
        guard let type = name(typeField, in: typeNames) ?? hex(typeField, digits: 4).map(Int.init) else {
            return starts(typeField, with: "EV_") ? .success(nil) : nil
        }
        let codeField = bytes(fields[1])
        guard let code = name(codeField, in: codeNames) ?? hex(codeField, digits: 4).map(Int.init) else {
            return codeField.contains(UInt8(ascii: "_")) ? .success(nil) : nil
        }
        let valueField = bytes(fields[2])
        let value: Int64
        if equal(valueField, "DOWN") {
            value = 1
        } else if equal(valueField, "UP") {
            value = 0
        } else if let raw = hex(valueField, digits: 8) {
            value = Int64(Int32(bitPattern: UInt32(raw)))
        } else {
            return nil
        }
        let time = seconds * 1_000_000 + fraction
        return .success(GeteventEvent(time: time, type: type, code: code, value: value))
    }

    static func name(_ field: UnsafeBufferPointer<UInt8>, in names: [([UInt8], Int)]) -> Int? {
        for (name, value) in names where name.count == field.count && name.elementsEqual(field) { return value }
        return nil
    }

    static func equal(_ field: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        field.count == text.utf8CodeUnitCount
            && field.elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    static func starts(_ field: UnsafeBufferPointer<UInt8>, with text: StaticString) -> Bool {
        field.count >= text.utf8CodeUnitCount
            && field.prefix(text.utf8CodeUnitCount).elementsEqual(
                UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// 1 to `digits` hexadecimal digits, nothing else.
    static func hex(_ field: UnsafeBufferPointer<UInt8>, digits: Int) -> UInt64? {
        guard (1...digits).contains(field.count) else { return nil }
        var value: UInt64 = 0
        for b in field {
            guard let digit = NumberText.hexDigit(b) else { return nil }
            value = value << 4 | UInt64(digit)
        }
        return value
    }
}
