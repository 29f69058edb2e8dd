import Lab
import PlaygroundCore

/// Every frame a live session has stepped since launch, with the inputs it stepped with, so
/// that Ctrl+R can start a recording mid-session: a fresh app fed the journal from the
/// session's first frame reaches the live app's state, and the file it writes replays from
/// its header alone.
///
/// Frames only exist while something moves, so they stay small; the scene saves in them do
/// not (up to 128 KiB each, many a minute while someone edits a scene). Those are held by a
/// `SceneTextStore`: each distinct text once, out of memory, and the journal keeps only its key.
public struct SessionJournal {
    /// An input as the journal holds it: a save's text by its key in the store.
    private enum Fact {
        case input(TimedInput)
        case sceneReloaded(time: Int64, id: String, text: SceneTextStore.Key)
    }

    private var frames: [(frame: Frame, facts: [Fact])] = []
    public let texts: SceneTextStore

    public init(texts: SceneTextStore) {
        self.texts = texts
    }

    public var frameCount: Int { frames.count }

    public mutating func append(_ frame: Frame, inputs: [TimedInput]) {
        let facts = inputs.map { timed in
            if case .sceneReloaded(let id, let source) = timed.input {
                return Fact.sceneReloaded(time: timed.time, id: id, text: texts.add(source))
            }
            return Fact.input(timed)
        }
        frames.append((frame, facts))
    }

    /// Writes every frame into `writer` from the first, stepping `app` (a fresh app for the
    /// session's settings) with each exactly as the live app was, checkpoints included.
    public func record(into writer: ReplayWriter, stepping app: inout PlaygroundApp) throws(ReplayError) {
        for entry in frames {
            var inputs: [TimedInput] = []
            inputs.reserveCapacity(entry.facts.count)
            for fact in entry.facts {
                switch fact {
                case .input(let timed):
                    inputs.append(timed)
                case .sceneReloaded(let time, let id, let key):
                    inputs.append(TimedInput(time: time, .sceneReloaded(id: id, source: try texts.text(key))))
                }
            }
            try writer.record(&app, frame: entry.frame, inputs: inputs)
        }
    }
}
