import Demos
import Foundation
import PlaygroundCore
import Scenes

/// The example scenes the playground ships (Assets/scenes), read from the repository as the window
/// lists them: after the five demos, each under its file's id.
public enum ShippedScenes {
    public static let all: [Scene] = {
        // Tests/Support/SceneTestSupport/ → the package root.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            let path = folder.appendingPathComponent(name).path
            do {
                return try Scene(
                    id: Scene.id(forFile: path), file: path, source: String(contentsOfFile: path, encoding: .utf8))
            } catch {
                preconditionFailure("\(path): \(error)")
            }
        }
    }()

    /// The shipped scene `id` (Assets/scenes/ID.json).
    public static func scene(_ id: String) -> Scene {
        guard let scene = all.first(where: { $0.id == id }) else {
            preconditionFailure("Assets/scenes/\(id).json is missing")
        }
        return scene
    }
}
