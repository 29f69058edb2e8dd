import ArgumentParser
import SDLHost

/// `--ui-scale X`, for `@Option(transform:)`: a refusal is one line naming the value and the
/// range (exit 2).
enum UIScaleArgument {
    static let help = ArgumentHelp(
        "UI scale, 0.75 to 3: text, panels and plots that many times larger (the app gets fewer points). "
            + "Default: the desktop's (GDK_SCALE × GDK_DPI_SCALE, QT_SCALE_FACTOR, or Xft.dpi), else 1; "
            + "--verbose says which. Ctrl + / Ctrl − / Ctrl 0 change it in the window.",
        valueName: "x")

    static func parse(_ text: String) throws -> UIScale {
        switch UIScale.parse(text) {
        case .success(let scale): return scale
        case .failure(let error): throw ValidationError(error.description)
        }
    }
}
