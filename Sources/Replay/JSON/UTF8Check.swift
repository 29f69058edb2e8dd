/// Finds the first byte that breaks UTF-8, so an error can point at it. A sequence that is
/// merely unfinished at the end of the range is reported apart: a crash can cut a line there.
enum UTF8Check {
    enum Result: Equatable {
        case valid
        /// 0-based offset from the range start.
        case invalid(at: Int)
        case unfinished(at: Int)
    }

    static func check(_ bytes: [UInt8], _ range: Range<Int>) -> Result {
        bytes.withUnsafeBufferPointer { check($0, range) }
    }

    static func check(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Result {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return .invalid(at: i - range.lowerBound)
            }
            for k in 1..<length {
                guard i + k < end else { return .unfinished(at: i - range.lowerBound) }
                let c = bytes[i + k]
                let (lo, hi) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                guard c >= lo && c <= hi else { return .invalid(at: i - range.lowerBound) }
            }
            i += length
        }
        return .valid
    }
}
