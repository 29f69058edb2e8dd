/// `--renderer auto|software|opengl`.
public enum RendererPreference: String, CaseIterable, Sendable {
    /// Accelerated (OpenGL) with vsync when available, else software.
    case auto
    case software
    case opengl
}
