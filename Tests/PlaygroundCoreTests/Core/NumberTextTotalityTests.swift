import Testing

@testable import PlaygroundCore

/// Every finite double prints, through every formatter a table, panel, export or message uses
/// (issue 32: `short` trapped on anything between 0 and 1e-15, `decimal` on large values or
/// many digits), and what prints reads back as the number it stands for.
@Suite struct NumberTextTotalityTests {
    /// The ends of the range, the denormals and the values the red-team reports named.
    static let edges: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
        .leastNormalMagnitude.nextDown, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        1e-300, 1.2345e-300, -1.2345e-300, 1e308, 1e-16, 1e-15, 9.99999e-16, 1e15, 1e15.nextDown,
        9.0e18, 9.3e18, 1e19, 0.5, 9.9996e-300, 0.99995, 2e11, 1e7,
    ]

    /// Bit patterns from the whole range (every exponent, both signs, denormals among them),
    /// and as many numbers between 10^-20 and 10^20, where the screens' numbers live and
    /// where few random bit patterns fall.
    static func randomDoubles(count: Int, seed: UInt64) -> [Double] {
        var random = SeededRandom(seed: seed)
        var out: [Double] = []
        while out.count < count {
            let x = Double(bitPattern: random.next())
            if x.isFinite { out.append(x) }
            let ordinary = Double(random.next() % 1_000_000_007) * 1e-9
            let scale = NumberText.parse("1e\(Int(random.next() % 41) - 20)")!
            out.append(random.next() % 2 == 0 ? ordinary * scale : -ordinary * scale)
        }
        return out
    }

    /// The place value of the last digit `text` writes: 10^-3 for `0.125`, 1 for `12300`,
    /// 10^-303 for `1.235e-300`.
    static func lastDigitUnit(_ text: String) -> Double {
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(of: "e") {
            exponent = Int(text[text.index(after: e)...])!
            mantissa = text[..<e]
        }
        if let point = mantissa.firstIndex(of: ".") {
            exponent -= mantissa.distance(from: point, to: mantissa.endIndex) - 1
        }
        return NumberText.parse("1e\(exponent)")!
    }

    @Test func shortPrintsEveryFiniteDoubleAndReadsBackWithinHalfItsLastDigit() throws {
        var random = SeededRandom(seed: 0x5EED_0032)
        for x in Self.edges + Self.randomDoubles(count: 20_000, seed: 32) {
            for significant in [4, 1 + Int(random.next() % 12)] {
                let text = NumberText.short(x, significant: significant)
                let back = try #require(NumberText.parse(text), "\(x) printed as \(text)")
                // Half a unit of the last printed digit, plus the double's own rounding; a whole
                // unit where rounding up would pass the largest double.
                let error = abs(back - x)
                let half = abs(x) >= 1e308 ? 1.0 : 0.5
                let allowed = half * Self.lastDigitUnit(text) * (1 + 1e-12) + abs(x).ulp * 2
                #expect(error <= allowed, "\(x) with \(significant) digits printed as \(text)")
                // And relative: never more than half a unit of the last significant digit.
                let relative = x == 0 ? 0 : error / abs(x)
                let bound = half * NumberText.parse("1e\(1 - significant)")! * 1.0001
                #expect(relative <= bound, "\(x) with \(significant) digits printed as \(text)")
                if significant == 4, abs(x) >= 1e-14, abs(x) < 1e15 { #expect(!text.contains("e"), "\(text)") }
            }
        }
    }

    @Test func decimalPrintsEveryFiniteDoubleWithinItsPrecision() throws {
        var random = SeededRandom(seed: 0xDEC1_0032)
        for x in Self.edges + Self.randomDoubles(count: 20_000, seed: 33) {
            let digits = Int(random.next() % 26)
            let text = decimal(x, digits: digits)
            let back = try #require(NumberText.parse(text), "\(x) printed as \(text)")
            if text.contains("e") {
                // Above 10^15, where decimals would be zeros, the shortest round-trip digits.
                #expect(back == x && abs(x) >= 1e15, "\(x) printed as \(text)")
            } else {
                let fraction = text.split(separator: ".").dropFirst().first?.count ?? 0
                #expect(fraction == digits, "\(x) with \(digits) decimals printed as \(text)")
                let allowed = 0.5 * NumberText.parse("1e-\(digits)")! * (1 + 1e-12) + abs(x).ulp * 4
                #expect(abs(back - x) <= allowed, "\(x) with \(digits) decimals printed as \(text)")
            }
        }
    }

    @Test func formatAndGroupedAreTotalAndFormatIsExact() {
        for x in Self.edges + Self.randomDoubles(count: 5_000, seed: 34) {
            let text = NumberText.format(x)
            #expect(NumberText.parse(text)?.bitPattern == x.bitPattern, "\(x) printed as \(text)")
        }
        #expect(NumberText.grouped(Int.min) == "-9,223,372,036,854,775,808")
        #expect(NumberText.grouped(Int.max) == "9,223,372,036,854,775,807")
        #expect(NumberText.grouped(10_000_000) == "10,000,000")
    }

    @Test func extremeMagnitudesPrintWithAnExponentAndRoundAsText() {
        #expect(NumberText.short(1.2345e-300) == "1.235e-300")
        #expect(NumberText.short(-1.2345e-300) == "-1.235e-300")
        #expect(NumberText.short(9.9996e-300) == "1e-299", "a carry through every digit adds a place")
        #expect(NumberText.short(.leastNonzeroMagnitude) == "5e-324")
        #expect(NumberText.short(.greatestFiniteMagnitude) == "1.797e+308", "1.798e+308 is not a double")
        #expect(NumberText.short(-.greatestFiniteMagnitude, significant: 6) == "-1.79769e+308")
        #expect(NumberText.short(1e-16) == "1e-16")
        #expect(NumberText.short(1.2345e-300, significant: 6) == "1.2345e-300")
        #expect(NumberText.short(1e15) == "1e+15")
        #expect(NumberText.short(-0.0) == "-0.0")
        #expect(decimal(1e-300, digits: 1) == "0.0")
        #expect(decimal(-1e-300, digits: 25) == "0.0000000000000000000000000", "rounded to zero: no sign")
        #expect(decimal(0.125, digits: 20) == "0.12500000000000000000")
        #expect(decimal(-2.5e-20, digits: 20) == "-0.00000000000000000003")
        #expect(decimal(1e308) == "1e+308")
        #expect(decimal(-1e19, digits: 0) == "-1e+19")
        #expect(decimal(123_456.789, digits: 19) == "123456.7890000000000000000")
    }

    /// The integer path is kept where it does not overflow, so screens, golden files and
    /// exports show the same bytes as before.
    @Test func ordinaryNumbersPrintAsTheyAlwaysDid() {
        #expect(NumberText.short(0.000_123_45) == "0.0001235")
        #expect(NumberText.short(1.5e-15) == "0.0000000000000015")
        #expect(NumberText.short(0.998) == "0.998")
        #expect(NumberText.short(2e11) == "200000000000")
        #expect(NumberText.short(-1234.5678) == "-1235")
        #expect(NumberText.short(0.8000000000000002, significant: 10) == "0.8")
        #expect(decimal(1.005, digits: 2) == "1.00", "the binary product 100.49999… rounds down, as before")
        #expect(decimal(2e11, digits: 1) == "200000000000.0")
        #expect(decimal(5e17, digits: 1) == "500000000000000000.0")
        #expect(decimal(-0.04) == "0.0")
    }
}
