import CSDL2

/// The system clipboard, through SDL (X11, Wayland): the curve editor's "Copy".
public enum Clipboard {
    /// Puts `text` on the clipboard; SDL's error as a thrown `SDLError` when there is none.
    public static func set(_ text: String) throws(SDLError) {
        try check(SDL_SetClipboardText(text), "SDL_SetClipboardText")
    }

    /// The clipboard's text, empty when there is none.
    public static func text() -> String {
        guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return "" }
        defer { SDL_free(raw) }
        return String(cString: raw)
    }
}
