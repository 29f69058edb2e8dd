/// One face inside a font file (.ttc collections hold several; Noto CJK's Simplified Chinese is face 2).
public struct FontFace: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var index: Int

    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }

    public var description: String { index == 0 ? path : "\(path):\(index)" }
}
