import CSDL2
import Foundation
import PDFAppearance
import PDFEngine
import Viewer

extension ViewerSession {
    /// Dispatches one SDL event.
    func handle(_ event: SDL_Event) {
        if event.type == SDL_MOUSEMOTION.rawValue {
            // The first report only says where the pointer rests (SDL sends
            // one when the window opens under it), a repeat of the same
            // position moves nothing, and touches are handled as touches:
            // none of them is a reason to show the toolbar.
            let position = SDL_Point(x: event.motion.x, y: event.motion.y)
            let isMouse = event.motion.which != Self.touchMouseID
            pointerMoved = isMouse && pointerPosition.map { $0.x != position.x || $0.y != position.y } ?? false
            if isMouse {
                pointerPosition = position
            }
        }
        if event.type != SDL_QUIT.rawValue && event.type != tileReadyEvent,
           (watchingLayers + layers.reversed()).contains(where: { $0.handle(event, in: self) }) {
            needsRedraw = true
            return
        }
        switch event.type {
        case SDL_QUIT.rawValue:
            // SIGINT and SIGTERM (SDL turns them into SDL_QUIT; closing the
            // window does not, see ViewerApplication): end cleanly, even in a
            // kiosk. The journal keeps unsaved strokes for the next start; a
            // kiosk, which saves nothing to disk, lets its visitors' ink go.
            running = false
        case tileReadyEvent:
            // Prefetched tiles also report in; only a frame that still
            // lacks tiles needs drawing again, and a held page turn only
            // once all of its tiles are in. Otherwise the new tile may be
            // one whose texture can be filled ahead.
            if tilesMissing {
                if hold.deadline == nil || wantedVisibleTilesArrived {
                    needsRedraw = true
                }
            } else {
                texturesToWarm = true
            }
        case SDL_WINDOWEVENT.rawValue:
            handleWindowEvent(event.window)
        case SDL_KEYDOWN.rawValue:
            guard let chord = SDLKeyTranslation.chord(from: event.key.keysym),
                  let command = keys.interpret(chord) else { return }
            carryOut(state.apply(command))
        case SDL_MOUSEWHEEL.rawValue:
            let wheel = event.wheel
            var x = Int32(0), y = Int32(0)
            SDL_GetMouseState(&x, &y)
            let point = state.viewport.outputPoint(fromWindowX: Double(x), y: Double(y))
            let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            carryOut(state.handle(.wheel(deltaX: Double(wheel.preciseX) * flip, deltaY: Double(wheel.preciseY) * flip,
                                         at: point, modifiers: SDLKeyTranslation.currentModifiers)))
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let button = event.button
            guard button.which != Self.touchMouseID, let pointerButton = Self.pointerButton(button.button) else { return }
            let point = state.viewport.outputPoint(fromWindowX: Double(button.x), y: Double(button.y))
            let pointer: PointerEvent = event.type == SDL_MOUSEBUTTONDOWN.rawValue
                ? .pressed(pointerButton, at: point) : .released(pointerButton, at: point)
            carryOut(state.handle(pointer))
        case SDL_MOUSEMOTION.rawValue:
            let motion = event.motion
            guard motion.which != Self.touchMouseID else { return }
            let point = state.viewport.outputPoint(fromWindowX: Double(motion.x), y: Double(motion.y))
            carryOut(state.handle(.moved(to: point)))
            updateCursor(at: point)
            if pointerMoved {
                revealToolbar()
            }
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            revealToolbar()
            handleFinger(event.tfinger, type: event.type)
        default:
            break
        }
    }

    /// Touch: drag, flick to turn pages, pinch to zoom (see `TouchGestureRecognizer`).
    private func handleFinger(_ finger: SDL_TouchFingerEvent, type: UInt32) {
        let point = ScreenPoint(x: Double(finger.x) * state.viewport.width, y: Double(finger.y) * state.viewport.height)
        let time = Double(finger.timestamp) / 1000
        let gestures: [TouchGestureRecognizer.Gesture]
        switch type {
        case SDL_FINGERDOWN.rawValue:
            touch.fingerDown(finger.fingerId, at: point, time: time)
            gestures = []
        case SDL_FINGERMOTION.rawValue:
            gestures = touch.fingerMoved(finger.fingerId, to: point, time: time)
        default:
            gestures = touch.fingerUp(finger.fingerId, at: point, time: time, viewportWidth: state.viewport.width)
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
            }
            needsRedraw = true
        }
    }

    /// `SDL_TOUCH_MOUSEID`: mouse events SDL makes up from touches, which
    /// `handleFinger` already handles.
    static let touchMouseID = UInt32.max

    private static func pointerButton(_ button: UInt8) -> PointerButton? {
        switch Int32(button) {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .right
        default: return nil
        }
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent) {
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue:
            state.resize(to: Self.viewport(of: window))
            presentedFrame = nil
            needsRedraw = true
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            if configuration.kioskPolicy.allowsWindowClose {
                requestQuit()
            }
        case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
            presentedFrame = nil
            needsRedraw = true
        default:
            break
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
            updatePipeline()
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
        case .largerText, .smallerText, .standardText:
            changeTextSize(command)
        case .cancel:
            if let tool = inkTool {
                layers.removeAll { $0 === tool }
                needsRedraw = true
            }
        default:
            break
        }
    }

    /// The link under a screen point, if any. With `loading` false only
    /// links already read are looked at, so hovering never waits for the
    /// document while a worker holds it.
    func link(at point: ScreenPoint, loading: Bool) -> Link? {
        guard let hit = state.hit(at: point),
              let links = loading ? pageLinks.load(onPage: hit.pageIndex) : pageLinks.cached(onPage: hit.pageIndex)
        else { return nil }
        return links.first { $0.rect.contains(hit.point) }
    }

    /// A click on a link follows it: an internal one jumps there; a web or
    /// mail link opens in the desktop's browser or mail program, because
    /// the user clicked it. Links to files or programs are never opened.
    private func followLink(at point: ScreenPoint) {
        guard let link = link(at: point, loading: true) else { return }
        switch link.destination {
        case .page(let index, let target):
            if let target {
                state.goTo(page: index, point: target)
            } else {
                state.goToPage(index)
            }
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
