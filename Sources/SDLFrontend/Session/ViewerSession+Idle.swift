import CSDL2
import PDFAppearance
import PDFEngine
import ReaderCore
import Viewer

/// What the session does while the reader reads, when `FrameScheduler`
/// says so: render what the next screens will show (their textures are
/// filled ahead by `FrameComposer.warmNextTexture`), so Page Down, Page Up
/// and the arrow keys only copy textures; present a held page turn when its
/// tiles take too long; show the window when its first frame does.
extension ViewerSession {
    /// Does the work due at `now` (`FrameScheduler.dueWork`): the deferred
    /// prefetch renders and reading the links of their pages, a frame when a
    /// held page turn or the hidden window's patience is up; and tells what
    /// went wrong in the background (the journal, a render worker).
    func runDueIdleWork(now: UInt64) {
        let work = composer.scheduler.dueWork(now: now)
        if let prefetch = work.prefetch {
            renderQueue.setWanted(prefetch)
            documentSession.links.prefetch(work.linkPages)
        }
        if work.redraw {
            needsRedraw = true
        }
        reportJournalFailure()
        for failure in documentSession.unreportedWorkerFailures() {
            messages.show("Pages cannot be rendered: \(Self.reason(of: failure))", isError: true)
            needsRedraw = true
        }
    }

    /// The pipeline of the mode the window switches to next, if already built: the
    /// textures filled ahead include the tiles on screen in its colours
    /// (`FrameComposer.warmNextTexture`).
    var nextModePipeline: ColorPipeline? {
        ColorPipeline.built(for: appearance.renderOptions(for: nextAppearanceMode))
    }
}
