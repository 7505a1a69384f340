import CDesktopBus
import Foundation
import Viewer

/// The window's connection to the session bus, on a thread of its own so
/// that the window never waits for it: the desktop's light or dark
/// preference (the XDG desktop portal's `color-scheme`, read once and
/// followed) and, once `publishViewer` is called, the window's interface
/// `org.sdlpdf.Viewer` under `org.sdlpdf.Viewer.PID-<pid>`.
///
/// What arrives is kept in an inbox and announced through `wake` (the window
/// posts an event to its loop); the window takes it with `takeEvents()` on
/// its own thread and answers calls with `reply(to:with:)`. Without a
/// session bus nothing arrives but `.unavailable`, never an error.
public final class DesktopBus: @unchecked Sendable {
    /// Something the bus thread has for the window.
    public enum Event: Equatable, Sendable {
        /// The desktop's preference, first read or changed.
        case colorScheme(DesktopColorScheme)
        /// The desktop gives no preference: no session bus, no portal, or no
        /// `color-scheme`; the line says which.
        case noColorScheme(String)
        /// A call of the window's interface, to answer with `reply(to:with:)`.
        case call(serial: UInt64, command: RemoteCommand)
        /// Something went wrong on the bus (the name is taken, the connection ended).
        case notice(String)
    }

    /// The name a window of this process has on the bus.
    public static var viewerName: String { "org.sdlpdf.Viewer.PID-\(getpid())" }

    /// The C connection; nil only when making it failed (then `init` threw).
    private var handle: OpaquePointer!
    private let wake: @Sendable () -> Void
    private let lock = NSLock()
    private var inbox: [Event] = []
    private var latestScheme: Event?
    private let finished = DispatchSemaphore(value: 0)
    private var started = false

    /// A connection not yet made; `start()` makes it. `wake` runs on the bus
    /// thread after each event.
    public init(wake: @escaping @Sendable () -> Void) throws {
        self.wake = wake
        var error = sdlpdf_bus_error()
        let onScheme: sdlpdf_bus_color_scheme_handler = { context, scheme, failure in
            let bus = Unmanaged<DesktopBus>.fromOpaque(context!).takeUnretainedValue()
            bus.deliver(failure.map { .noColorScheme(String(cString: $0)) } ?? .colorScheme(DesktopColorScheme(portalValue: scheme)))
        }
        let onNotice: sdlpdf_bus_notice_handler = { context, message in
            let bus = Unmanaged<DesktopBus>.fromOpaque(context!).takeUnretainedValue()
            bus.deliver(.notice(String(cString: message!)))
        }
        // The context is this object, which outlives the thread: `stop()` waits for it.
        handle = sdlpdf_bus_new(Unmanaged.passUnretained(self).toOpaque(), onScheme, onNotice, &error)
        if handle == nil {
            throw DesktopBusError(message: Self.message(of: error))
        }
    }

    deinit {
        guard let handle else { return }
        stop()
        sdlpdf_bus_free(handle)
    }

    /// Connects on a thread of its own and handles the bus until `stop()`.
    public func start() {
        lock.lock()
        started = true
        lock.unlock()
        let thread = Thread { [self] in
            var error = sdlpdf_bus_error()
            if sdlpdf_bus_run(handle, &error) != 0 {
                deliver(.noColorScheme(Self.message(of: error)))
            }
            finished.signal()
        }
        thread.name = "sdlpdf desktop bus"
        thread.start()
    }

    /// Offers the window's interface under `viewerName`.
    public func publishViewer() {
        let onRequest: sdlpdf_bus_request_handler = { context, request in
            let bus = Unmanaged<DesktopBus>.fromOpaque(context!).takeUnretainedValue()
            let request = request!.pointee
            bus.deliver(.call(serial: request.serial, command: RemoteCommand(request)))
        }
        sdlpdf_bus_publish_viewer(handle, Self.viewerName, onRequest)
    }

    /// The window's first frame is on screen: the desktop portal may be
    /// started from now on. Until then a portal that is not running yet is
    /// not started (its start, with its backend's, takes the processor the
    /// first frame needs); it is asked again, starting it, now.
    public func firstFrameIsOnScreen() {
        sdlpdf_bus_allow_portal_start(handle)
    }

    /// Everything that arrived since the last call, oldest first.
    public func takeEvents() -> [Event] {
        lock.lock()
        defer { lock.unlock() }
        let events = inbox
        inbox = []
        return events
    }

    /// The desktop's preference as last heard (`.colorScheme` or
    /// `.noColorScheme`), nil while the portal has not answered: a window
    /// opened later in the same process starts from it.
    public var latestColorScheme: Event? {
        lock.lock()
        defer { lock.unlock() }
        return latestScheme
    }

    /// Answers the call `serial`.
    public func reply(to serial: UInt64, with reply: RemoteReply) {
        switch reply {
        case .done: sdlpdf_bus_reply(handle, serial, SDLPDF_BUS_REPLY_OK, nil)
        case .invalid(let message): sdlpdf_bus_reply(handle, serial, SDLPDF_BUS_REPLY_INVALID_ARGS, message)
        case .failed(let message): sdlpdf_bus_reply(handle, serial, SDLPDF_BUS_REPLY_FAILED, message)
        }
    }

    /// What the interface's properties say: the document, the page (from 0),
    /// the page count and the appearance mode ("Night", "auto: Night").
    public func setProperties(filename: String, page: Int, pageCount: Int, appearanceMode: String) {
        sdlpdf_bus_set_properties(handle, filename, UInt32(clamping: page), UInt32(clamping: pageCount), appearanceMode)
    }

    /// Ends the bus thread, which releases the name and answers calls still
    /// waiting; returns once it has.
    public func stop() {
        lock.lock()
        let wasStarted = started
        started = false
        lock.unlock()
        guard wasStarted else { return }
        sdlpdf_bus_stop(handle)
        finished.wait()
    }

    private func deliver(_ event: Event) {
        lock.lock()
        inbox.append(event)
        switch event {
        case .colorScheme, .noColorScheme: latestScheme = event
        case .call, .notice: break
        }
        lock.unlock()
        wake()
    }

    static func message(of error: sdlpdf_bus_error) -> String {
        withUnsafeBytes(of: error.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

/// A D-Bus call or connection that failed, in one line.
public struct DesktopBusError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
