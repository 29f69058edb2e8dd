/// The playground's colours and metrics, in one place so every demo and overlay agrees.
public enum Theme {
    public static let background = Color(hex: 0xF2F2F7)  // iOS systemGroupedBackground
    public static let panel = Color(hex: 0x1C1C1E)
    public static let panelSelected = Color(hex: 0x3A3A3C)
    public static let panelText = Color(hex: 0xF2F2F7)
    public static let panelSubtext = Color(hex: 0x98989D)
    public static let text = Color(hex: 0x1C1C1E)
    public static let secondaryText = Color(hex: 0x6C6C70)
    public static let accent = Color(hex: 0x007AFF)  // iOS systemBlue
    /// The accent where it is text or a line on the dark column and panels: #007AFF on #1C1C1E
    /// is 4.2:1, too faint for a 9–11 pt label; this lighter blue is 6.5:1.
    public static let accentOnDark = Color(hex: 0x4DA3FF)
    public static let separator = Color(hex: 0xC6C6C8)
    public static let overlayBackground = Color(0, 0, 0, 200)
    /// Docked panels in the dark column: one step lighter than the column.
    public static let dockBackground = Color(hex: 0x2C2C2E)
    public static let recording = Color(hex: 0xFF3B30)  // iOS systemRed
    public static let positive = Color(hex: 0x34C759)  // iOS systemGreen
    public static let warning = Color(hex: 0xFF9500)  // iOS systemOrange

    /// Width of the demo list on the left, in points.
    public static let sidebarWidth = 240.0
}
