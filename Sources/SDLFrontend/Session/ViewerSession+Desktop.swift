import CSDL2
import DesktopBus
import FileSystem
import Foundation
import PDFAppearance
import PDFEngine
import Viewer

/// The window on the session bus: appearance "auto" following the
/// desktop's light or dark preference, and the calls of its D-Bus interface,
/// carried out through the paths the keys and the settings overlay take
/// (`ViewerCommand`s, `SettingsChange`s, opening a document) and answered.
extension ViewerSession {
    /// Takes what the bus thread has for the window.
    func takeDesktopEvents() {
        guard let desktop else { return }
        for event in desktop.takeEvents() {
            switch event {
            case .colorScheme(let scheme):
                automatic?.desktopChanged(to: scheme)
                showAutomaticAppearance()
            case .noColorScheme:
                // The schedule, else light, decides as before.
                break
            case .call(let serial, let command):
                if let reply = carryOut(command, call: serial) {
                    desktop.reply(to: serial, with: reply)
                }
            case .notice(let message):
                StandardError.report(message)
            }
        }
        publishProperties()
    }

    /// Shows the mode appearance "auto" asks for now, when it differs: the
    /// same switch as Ctrl+R, the pixels already rendered recoloured. When it
    /// does not, the mode prepared ahead may have become another one.
    func showAutomaticAppearance() {
        guard let automatic else { return }
        let mode = automatic.mode(atMinute: LocalClock.minuteOfDay())
        guard mode != appearance.appearanceMode else {
            prepareNextModeAgain()
            return
        }
        appearance.appearanceMode = mode
        updatePipeline()
    }

    /// Follows the desktop again (the overlay's Auto, SetAppearanceMode("auto")),
    /// with what it last said.
    func followDesktopAgain() {
        var following = automatic ?? configuration.automaticAppearance
        if case .colorScheme(let scheme)? = desktop?.latestColorScheme {
            following.desktopChanged(to: scheme)
        }
        following.resumeFollowing()
        automatic = following
        showAutomaticAppearance()
        needsRedraw = true
    }

    /// A schedule boundary may have passed: the mode follows it.
    func followSchedule() {
        guard automatic?.source == .schedule else { return }
        automatic?.clockReached(minute: LocalClock.minuteOfDay())
        showAutomaticAppearance()
    }

    /// When (SDL ticks) the schedule may next change the mode; nil when it does not decide.
    var automaticAppearanceDue: UInt64? {
        guard let minutes = automatic?.minutesUntilScheduleChange(fromMinute: LocalClock.minuteOfDay()) else { return nil }
        return SDL_GetTicks64() + LocalClock.millisecondsToNextMinute() + UInt64(minutes - 1) * 60_000
    }

    /// The properties the interface shows, brought up to date (the bus thread signals changes).
    func publishProperties() {
        desktop?.setProperties(filename: document.path, page: state.currentPageIndex, pageCount: documentSession.facts.pageCount,
                               appearanceMode: shownAppearanceName)
    }

    /// "auto" while following the desktop, else the mode as SetAppearanceMode
    /// takes it: "default", "sepia", "night", "sepia,night".
    var shownAppearanceName: String {
        if automatic?.isFollowing == true { return "auto" }
        return appearance.appearanceMode.description.lowercased().replacingOccurrences(of: "+", with: ",")
    }

    /// Carries out `command`; the reply, or nil when it comes later (a SyncTeX lookup).
    func carryOut(_ command: RemoteCommand, call: UInt64?) -> RemoteReply? {
        defer { needsRedraw = true }
        if documentSession.facts.needsPassword {
            if case .openDocument = command {} else { return .failed("the document waits for its password") }
        }
        switch command {
        case .goToPage(let page):
            if let refusal = refusal(ofPage: page) { return .invalid(refusal) }
            carryOut(changeView { $0.apply(.goToFirstPage, count: page + 1) })
            return .done
        case .setAppearanceMode(let text):
            return setAppearance(text)
        case .reload:
            return reloadNow()
        case .highlight(let page, let rects):
            if let refusal = refusal(ofPage: page) { return .invalid(refusal) }
            point(at: [page: rects])
            return .done
        case .synctexView(let input, let line, let column):
            synctex.findBoxes(input: input, line: line, column: column, call: call)
            return nil
        case .openDocument(let path, let password, let page):
            guard path.hasPrefix("/") else { return .invalid("give the document's absolute path, not “\(path)”") }
            if let refusal = open(path, password: password, page: page, answering: call) { return .failed(refusal) }
            // Answered once the document has opened in the background (`finishOpening`), or failed to.
            return call == nil ? .done : nil
        }
    }

    /// Why page `page` (from 0) cannot be shown, or nil.
    private func refusal(ofPage page: Int) -> String? {
        let count = documentSession.facts.pageCount
        guard !(0..<count).contains(page) else { return nil }
        return "page \(page) is out of range: the document has \(count) page\(count == 1 ? "" : "s"), 0 to \(count - 1)"
    }

    private func setAppearance(_ text: String) -> RemoteReply {
        switch AppearanceChoice(parsing: text) {
        case .automatic?:
            followDesktopAgain()
        case .mode(let mode)?:
            guard appearance.isAllowed(mode) else {
                let allowed = AppearanceCycle.order.filter(appearance.isAllowed).map(\.description).joined(separator: ", ")
                return .invalid("\(mode) is not among the allowed modes (\(allowed))")
            }
            apply(.appearanceMode(mode))
        case nil:
            return .invalid("“\(text)” is not a mode: auto, default, sepia, night or sepia,night")
        }
        return .done
    }

    private func reloadNow() -> RemoteReply {
        do {
            switch try documentSession.reload(&state) {
            case .changedWithUnsavedInk: return .failed("the document has unsaved ink: save it (Ctrl+S) first")
            case .reloaded, .unchanged, .reopening: documentReplaced()
            }
        } catch {
            return .failed("“\(Self.fileName(of: document.path))” does not open: \(Self.reason(of: error))")
        }
        return .done
    }

    /// Shows the first page of `rects` and highlights them all, fading.
    func point(at rects: [Int: [PageRect]]) {
        guard let page = rects.keys.min() else { return }
        carryOut(changeView { $0.jump(to: .region(page: page, rects[page] ?? [], bottomInset: 0)) })
        pointedHighlights.show(rects, now: SDL_GetTicks64())
        needsRedraw = true
    }
}
