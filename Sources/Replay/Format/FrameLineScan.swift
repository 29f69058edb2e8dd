import PlaygroundCore

/// The fast path for the lines a recording is made of: frame lines exactly as
/// `ReplayLineEncoder` writes them, `{"type":"frame","index":N,"time_us":T,"inputs":[…]}` with
/// each input's keys in the encoder's order. Reading them byte by byte skips the generic JSON
/// value tree, the UTF-8 check and the field lookups, where verify spent over half its time.
///
/// It is a strict subset of the full parser: anything else (a space, another key order, an
/// extra key, an escape in a string, a number the JSON grammar refuses, a value out of range, a
/// `parameter_changed` fact) returns nil, and the line goes through `JSONParser` and
/// `ReplayParser`, which then say what is wrong. So the file's rules and messages stay in one
/// place, and this path only accepts lines the full parser reads to the same frame
/// (`FrameLineScanTests` checks that on recorded files and on damaged copies of their lines).
struct FrameLineScan {
    let bytes: UnsafeBufferPointer<UInt8>
    var at: Int
    let end: Int

    /// The frame on the line, or nil when the line is anything but an encoder-shaped frame line.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> ReplayFrame? {
        var scan = FrameLineScan(bytes: bytes, at: range.lowerBound, end: range.upperBound)
        guard scan.literal(#"{"type":"frame","index":"#), let index = scan.integer(),
            scan.literal(#","time_us":"#), let time = scan.integer(), scan.literal(#","inputs":["#)
        else { return nil }
        var inputs: [TimedInput] = []
        if !scan.literal("]") {
            repeat {
                guard inputs.count < ReplayFormat.maxInputsPerFrame, let timed = scan.input() else { return nil }
                inputs.append(timed)
            } while scan.literal(",")
            guard scan.literal("]") else { return nil }
        }
        guard scan.literal("}"), scan.at == scan.end, index <= Int64(ReplayFormat.maxFrameIndex) else { return nil }
        return ReplayFrame(frame: Frame(index: Int(index), time: time), inputs: inputs)
    }

    // MARK: - Tokens

    /// Consumes `text` if the bytes at the cursor are exactly it.
    mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard end - at >= count else { return false }
        let start = text.utf8Start
        for k in 0..<count where bytes[at + k] != start[k] { return false }
        at += count
        return true
    }

    /// A time or index: JSON's integer grammar without a sign, `0` or up to 18 digits not
    /// starting with 0 (so it fits an Int64 unchecked), at most `maxTimeMicros`.
    mutating func integer() -> Int64? {
        let start = at
        var value: Int64 = 0
        while at < end, bytes[at] &- 0x30 < 10 {
            guard at - start < 18 else { return nil }
            value = value * 10 + Int64(bytes[at] &- 0x30)
            at += 1
        }
        guard at > start, at - start == 1 || bytes[start] != 0x30, value <= ReplayFormat.maxTimeMicros else {
            return nil
        }
        return value
    }

    /// A number in JSON's grammar, converted as the full parser converts its text.
    mutating func number() -> Double? {
        let start = at
        func digits() -> Int {
            let s = at
            while at < end, bytes[at] &- 0x30 < 10 { at += 1 }
            return at - s
        }
        if at < end, bytes[at] == UInt8(ascii: "-") { at += 1 }
        guard at < end else { return nil }
        if bytes[at] == UInt8(ascii: "0") {
            at += 1
        } else if digits() == 0 {
            return nil
        }
        if at < end, bytes[at] == UInt8(ascii: ".") {
            at += 1
            if digits() == 0 { return nil }
        }
        if at < end, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            at += 1
            if at < end, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            if digits() == 0 { return nil }
        }
        guard at - start <= JSONParser.maxNumberLength else { return nil }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self))
    }

    /// A string of printable ASCII without escapes (every name the format holds); nil otherwise.
    mutating func plainString() -> String? {
        guard literal("\"") else { return nil }
        let start = at
        while at < end, bytes[at] != UInt8(ascii: "\"") {
            guard bytes[at] >= 0x20, bytes[at] < 0x7F, bytes[at] != UInt8(ascii: "\\") else { return nil }
            at += 1
        }
        guard at < end else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        at += 1
        return text
    }
}
