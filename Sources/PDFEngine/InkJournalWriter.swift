import Foundation

/// Writes a document's ink journal on a serial queue of its own, so an edit
/// returns without waiting for the file (written, flushed, renamed) and the
/// document lock is never held while it is written.
///
/// Each edit hands over the strokes pending after it; a burst of edits is
/// written once, with the strokes of the last.
final class InkJournalWriter: @unchecked Sendable {
    /// What the journal should hold next.
    private enum Contents {
        case strokes([InkStroke])
        case removed
    }

    private let queue = DispatchQueue(label: "sdlpdf.ink-journal", qos: .utility)
    private let lock = NSLock()
    /// Writes not yet started, oldest first; one queued block each.
    private var pending: [(journal: InkJournal, contents: Contents)] = []
    private var failure: DocumentError?
    /// Writes queued and not finished.
    private var writesInFlight = 0
    /// Runs on the queue before each write; tests hold writes back with it.
    var beforeWrite: @Sendable () -> Void = {}

    /// Journals `strokes` in `journal` soon (none removes the file).
    func write(_ strokes: [InkStroke], to journal: InkJournal) {
        schedule(journal, strokes.isEmpty ? .removed : .strokes(strokes))
    }

    /// Removes `journal` after the writes scheduled before.
    func remove(_ journal: InkJournal) {
        schedule(journal, .removed)
    }

    /// Why the last write failed; nil when it succeeded (or none was made).
    var lastFailure: DocumentError? { lock.withLock { failure } }

    /// Whether a write is queued or under way.
    var isWriting: Bool { lock.withLock { writesInFlight > 0 } }

    /// Waits until everything scheduled so far is on disk (or failed).
    func finish() {
        queue.sync {}
    }

    private func schedule(_ journal: InkJournal, _ contents: Contents) {
        let coalesced = lock.withLock { () -> Bool in
            if let last = pending.last, last.journal == journal {
                pending[pending.count - 1].contents = contents
                return true
            }
            pending.append((journal, contents))
            writesInFlight += 1
            return false
        }
        guard !coalesced else { return }
        queue.async { [self] in
            beforeWrite()
            let (journal, contents) = lock.withLock { pending.removeFirst() }
            let outcome: DocumentError?
            do throws(DocumentError) {
                switch contents {
                case .strokes(let strokes): try journal.write(strokes)
                case .removed: try journal.clear()
                }
                outcome = nil
            } catch {
                outcome = error
            }
            lock.withLock {
                failure = outcome
                writesInFlight -= 1
            }
        }
    }
}
