import CSDL2
import Foundation
import PDFAppearance
import PDFEngine
import ReaderCore
import Viewer

extension ViewerSession {
    /// Dispatches one SDL event: a render worker's wake-up, or input,
    /// translated once (`SDLInputTranslation`).
    func handle(_ event: SDL_Event) {
        if event.type == tileReadyEvent {
            tileArrived()
        } else if event.type == SDL_DROPFILE.rawValue {
            handleDrop(event)
        } else if event.type == findProgressEvent {
            findProgressed()
        } else if event.type == desktopEvent && desktopEvent != 0 {
            takeDesktopEvents()
        } else if event.type == synctex.event {
            takeSyncTeXFindings()
        } else {
            heldModifiers = SDLInputTranslation.heldModifiers(after: event, before: heldModifiers)
            if let input = SDLInputTranslation.input(from: event, viewport: state.viewport, heldModifiers: heldModifiers) {
                handle(input)
            }
        }
    }

    /// Dispatches one piece of input: to the layers topmost first, then,
    /// when none of them took it, to the viewer.
    func handle(_ input: InputEvent) {
        if case .pointer(let pointer) = input, case .moved(let position) = pointer.event, pointer.source == .mouse {
            // The first report only says where the pointer rests (SDL sends
            // one when the window opens under it), a repeat of the same
            // position moves nothing, and touches are handled as touches:
            // none of them is a reason to show the toolbar.
            pointerMoved = pointerPosition.map { $0 != position } ?? false
            pointerPosition = position
        }
        if input != .quit, (watchingLayers + layers.reversed()).contains(where: { $0.handle(input, in: self) }) {
            needsRedraw = true
            return
        }
        switch input {
        case .quit:
            // SIGINT and SIGTERM (SDL turns them into SDL_QUIT; closing the
            // window does not, see ViewerApplication): end cleanly, even in a
            // kiosk. The journal keeps unsaved strokes for the next start; a
            // kiosk, which saves nothing to disk, lets its visitors' ink go.
            running = false
        case .window(let change):
            handleWindowChange(change)
        case .keyDown(let chord?, _):
            guard let command = keys.interpret(chord) else { return }
            carryOut(changeView { $0.apply(command) })
        case .pointer(let pointer) where pointer.source == .mouse:
            if case .pressed(.left, let point) = pointer.event, pointer.modifiers.contains(.control), searchSource(at: point) {
                return
            }
            carryOut(changeView { $0.handle(pointer.event) })
            if case .moved(let point) = pointer.event {
                updateCursor(at: point)
                if pointerMoved {
                    revealToolbar()
                }
            }
        case .pointer(let finger):
            revealToolbar()
            handleFinger(finger)
        case .keyUp(let chord?):
            endPeek(releasing: chord)
        case .text("/"):
            // A `/` typed where it is no key of its own (Shift+7 on a German
            // layout) does what the `/` key does. Where it is a key, its text
            // was dropped when the key opened the find bar (startTextInput).
            guard let command = keys.interpret(KeyChord(.character("/"))) else { return }
            carryOut(state.apply(command))
        case .keyDown(nil, _), .keyUp, .text:
            break
        }
    }

    /// A render worker finished a tile. Prefetched tiles also report in;
    /// only a frame that still lacks tiles needs drawing again, and a held
    /// page turn only once all of its tiles are in. Otherwise the new tile
    /// may be one whose texture can be filled ahead.
    private func tileArrived() {
        if composer.scheduler.tileArrived(documentSession.hasRendered) {
            needsRedraw = true
        }
    }

    /// Touch: drag, flick to turn pages, pinch to zoom (see `TouchGestureRecognizer`).
    private func handleFinger(_ finger: PointerInput) {
        guard case .finger(let id) = finger.source else { return }
        let time = Double(finger.milliseconds) / 1000
        let gestures: [TouchGestureRecognizer.Gesture]
        switch finger.event {
        case .pressed(_, let point):
            touch.fingerDown(id, at: point, time: time)
            gestures = []
        case .moved(let point):
            gestures = touch.fingerMoved(id, to: point, time: time)
        case .released(_, let point):
            gestures = touch.fingerUp(id, at: point, time: time, viewportWidth: state.viewport.width)
        case .wheel:
            gestures = []
        }
        for gesture in gestures {
            switch gesture {
            case .pan(let dx, let dy):
                state.scroll(byX: -dx, y: -dy)
            case .pinch(let factor, let center):
                state.zoom(by: factor, about: center)
            case .swipe(let forward):
                let step = state.effectivePageMode == .double ? 2 : 1
                state.goToPage(state.currentPageIndex + (forward ? step : -step))
            case .tap:
                revealToolbar()
            case .selectionBegan(let point):
                textSelection.fingerBegan(at: point, in: self)
            case .selectionMoved(let point):
                textSelection.fingerMoved(to: point, in: self)
            case .selectionEnded(let point):
                textSelection.fingerEnded(at: point, in: self)
            }
            needsRedraw = true
        }
    }

    private func handleWindowChange(_ change: InputEvent.WindowChange) {
        switch change {
        case .resized:
            state.resize(to: Self.viewport(of: window))
            composer.presentWholeWindowNext()
            needsRedraw = true
        case .closeRequested:
            if configuration.kioskPolicy.allowsWindowClose {
                requestQuit()
            }
        case .exposed:
            composer.presentWholeWindowNext()
            needsRedraw = true
        case .pointerLeft:
            // SDL reports a motion to the window's edge first, which revealed the toolbar.
            if toolbar?.concealAsThePointerLeft(in: self) == true {
                needsRedraw = true
            }
        }
    }

    /// Does what a key, wheel or click asked for.
    func carryOut(_ outcome: InputOutcome) {
        switch outcome {
        case .unchanged:
            break
        case .viewChanged:
            needsRedraw = true
        case .clicked(let point):
            followLink(at: point)
        case .forwarded(let command):
            carryOut(command)
        }
    }

    private func carryOut(_ command: ViewerCommand) {
        switch command {
        case .quit:
            requestQuit()
        case .toggleFullscreen:
            try? window.setFullscreen(!window.isFullscreen)
        case .cycleAppearanceMode:
            appearance.cycleAppearanceMode()
            automatic?.readerChose(appearance.appearanceMode, atMinute: LocalClock.minuteOfDay())
            updatePipeline()
        case .peekDefaultAppearance:
            startPeek()
        case .toggleSettings:
            toggleSettingsOverlay()
        case .toggleInkTool:
            toggleInkTool()
        case .toggleEraser:
            toggleInkTool(eraser: true)
        case .undo:
            stepInkHistory(forward: false)
        case .redo:
            stepInkHistory(forward: true)
        case .save:
            saveDocument()
        case .openFile:
            askForDocument()
        case .largerText, .smallerText, .standardText:
            changeTextSize(command)
        case .copy:
            copySelection()
        case .goToPrompt:
            openGoToPrompt()
        case .toggleOutline:
            toggleOutline()
        case .find:
            openFindBar()
        case .findNext:
            stepFind(forward: true)
        case .findPrevious:
            stepFind(forward: false)
        case .cancel:
            if let tool = inkTool {
                remove(tool)
            }
            textSelection.clear()
            hideFindHighlights()
        default:
            break
        }
    }

    /// The link under a screen point, if any. With `loading` false only
    /// links already read are looked at, so hovering never waits for the
    /// document while a worker holds it.
    func link(at point: ScreenPoint, loading: Bool) -> Link? {
        guard let hit = state.hit(at: point),
              let links = loading ? documentSession.links.load(onPage: hit.pageIndex) : documentSession.links.cached(onPage: hit.pageIndex)
        else { return nil }
        return links.first { $0.rect.contains(hit.point) }
    }

    /// A click on a link follows it: an internal one jumps there (a jump
    /// the history remembers); a web or
    /// mail link opens in the desktop's browser or mail program, because
    /// the user clicked it. Links to files or programs are never opened.
    private func followLink(at point: ScreenPoint) {
        guard let link = link(at: point, loading: true) else { return }
        switch link.destination {
        case .page(let index, let target):
            state.jump(to: target.map { .point(page: index, $0) } ?? .page(index))
            needsRedraw = true
        case .external:
            if let uri = link.destination.webURI, configuration.kioskPolicy.opensLinksOutsideTheDocument {
                SDL_OpenURL(uri)
            }
        case .unresolved:
            break
        }
    }

    /// A hand over links a click follows, the arrow elsewhere.
    private func updateCursor(at point: ScreenPoint) {
        let overLink: Bool
        switch link(at: point, loading: false)?.destination {
        case .page: overLink = true
        case let destination?: overLink = destination.webURI != nil
        case nil: overLink = false
        }
        SDL_SetCursor(overLink ? Cursors.shared.hand : Cursors.shared.arrow)
    }
}

/// The system cursors the window switches between (`SDL_CreateSystemCursor`).
final class Cursors {
    static let shared = Cursors()
    let arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
    let hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)
}
