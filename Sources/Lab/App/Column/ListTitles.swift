import PlaygroundCore

/// The titles the demo list shows: each demo's and scene's own title, except that a scene whose
/// title another entry shares also names its file ("Card carousel (my-carousel.json)"), so two
/// entries never read alike. Demos have no file; a demo keeps its title as it is.
public enum ListTitles {
    public static func titles(_ infos: [DemoInfo]) -> [String] {
        var counts: [String: Int] = [:]
        for info in infos { counts[info.title, default: 0] += 1 }
        return infos.map { info in
            guard info.surface == .scene, counts[info.title, default: 0] > 1 else { return info.title }
            // A scene's `seed` is its file's name (`Scene.info`).
            return "\(info.title) (\(info.seed))"
        }
    }
}
