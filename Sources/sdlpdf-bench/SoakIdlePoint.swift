import Foundation
@_spi(Benchmarking) import SDLFrontend

/// Open descriptors and threads of the process at a point where the session
/// is idle, so two such points compare like with like: first the session's
/// background work has ended (renders and the prefetch, page sizes, outline,
/// links, journal writes, a search), then libdispatch has retired the pool
/// threads that ran it (it ends one after 5 s without work), each wait with
/// a deadline.
struct SoakIdlePoint {
    var descriptors: Int
    /// Threads that are not libdispatch's pool threads: the window's, the render workers, SDL's.
    var ownThreads: Int
    /// libdispatch's pool threads still alive when the wait for them ended.
    var poolThreads: Int
    /// Whether the session's background work had ended within its deadline.
    var backgroundWorkEnded: Bool
    var threads: Int { ownThreads + poolThreads }

    static let backgroundDeadline = 60.0
    /// libdispatch's pool thread timeout (5 s) with room to spare.
    static let poolDeadline = 12.0

    static func reach(_ session: ViewerSession) -> SoakIdlePoint {
        let ended = wait(seconds: backgroundDeadline, session) { !session.backgroundWorkIsRunning }
        _ = wait(seconds: poolDeadline, session) { threadNames().allSatisfy { !isPoolThread($0) } }
        let names = threadNames()
        let pool = names.filter(isPoolThread).count
        return SoakIdlePoint(descriptors: entries(in: "/proc/self/fd").count, ownThreads: names.count - pool, poolThreads: pool,
                             backgroundWorkEnded: ended)
    }

    /// "7 (own 5, dispatch pool 2)".
    var threadSummary: String { "\(threads) (own \(ownThreads), dispatch pool \(poolThreads))" }

    /// Runs the session's event loop until `condition` holds or `seconds` pass; whether it held.
    private static func wait(seconds: Double, _ session: ViewerSession, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            session.runLoopOnce(waitingAtMostMilliseconds: 50)
        }
        return true
    }

    /// libdispatch names its root queues' threads after them
    /// ("com.apple.root.default-qos", the kernel keeps the last 15 bytes).
    private static func isPoolThread(_ name: String) -> Bool {
        name.contains("-qos")
    }

    private static func threadNames() -> [String] {
        entries(in: "/proc/self/task").map {
            ((try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8)) ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    private static func entries(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }
}
