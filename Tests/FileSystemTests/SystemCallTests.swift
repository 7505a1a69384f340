import FileSystem
import Foundation
import XCTest

final class SystemCallTests: XCTestCase {
    /// A call a signal interrupted twice is made again until it returns.
    func testInterruptedCallsAreRetried() {
        var calls = 0
        let result = SystemCall.retryingInterrupted { () -> Int in
            calls += 1
            if calls < 3 {
                errno = EINTR
                return -1
            }
            return 42
        }
        XCTAssertEqual(result, 42)
        XCTAssertEqual(calls, 3)
    }

    func testOtherFailuresAreReturnedOnceWithTheirErrno() {
        var calls = 0
        let result = SystemCall.retryingInterrupted { () -> Int32 in
            calls += 1
            errno = EBADF
            return -1
        }
        XCTAssertEqual(result, -1)
        XCTAssertEqual(errno, EBADF)
        XCTAssertEqual(calls, 1)
    }

    func testCheckedThrowsTheFailureNamingActionPathAndReason() {
        XCTAssertThrowsError(try SystemCall.checked("read", "/x/y") { () -> Int in
            errno = EACCES
            return -1
        }) { error in
            XCTAssertEqual(error as? SystemCallFailure, SystemCallFailure("read", "/x/y", code: EACCES))
            XCTAssertEqual("\(error)", "cannot read /x/y: Permission denied")
        }
        XCTAssertEqual(try SystemCall.checked("read", "/x/y") { 7 }, 7)
    }

    /// `close` reports its failure as the other calls do.
    func testCloseThrowsTheFailureNamingPathAndReason() throws {
        var pipeEnds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&pipeEnds), 0)
        defer { close(pipeEnds[1]) }
        try SystemCall.close(pipeEnds[0], "/x/pipe")
        XCTAssertThrowsError(try SystemCall.close(-1, "/x/pipe")) { error in
            XCTAssertEqual("\(error)", "cannot close /x/pipe: Bad file descriptor")
        }
    }

    /// A real `read` on a pipe, interrupted by a signal whose handler does
    /// not restart system calls, still returns the bytes written afterwards.
    func testAReadInterruptedByASignalIsRetried() throws {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        action.sa_flags = 0 // no SA_RESTART: the blocked read fails with EINTR
        var previous = sigaction()
        XCTAssertEqual(sigaction(SIGUSR1, &action, &previous), 0)
        defer { sigaction(SIGUSR1, &previous, nil) }

        var pipeEnds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&pipeEnds), 0)
        defer { close(pipeEnds[0]); close(pipeEnds[1]) }
        let attempts = Attempts()
        let finished = expectation(description: "the read returns")
        var readCount = 0
        var reader = pthread_t()
        let box = Unmanaged.passRetained(ReadJob(descriptor: pipeEnds[0], attempts: attempts) { count in
            readCount = count
            finished.fulfill()
        })
        XCTAssertEqual(pthread_create(&reader, nil, { argument in
            Unmanaged<ReadJob>.fromOpaque(argument!).takeRetainedValue().run()
            return nil
        }, box.toOpaque()), 0)

        let deadline = Date().addingTimeInterval(10)
        while attempts.count < 2 && Date() < deadline {
            pthread_kill(reader, SIGUSR1)
            _ = attempts.waitForChange(from: attempts.count, timeout: 0.01)
        }
        XCTAssertGreaterThanOrEqual(attempts.count, 2, "the interrupted read was made again")
        XCTAssertEqual(write(pipeEnds[1], "hi", 2), 2)
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(readCount, 2)
        pthread_join(reader, nil)
    }
}

/// Counts the attempts a thread makes, so the test can wait for the next one.
private final class Attempts: @unchecked Sendable {
    private let condition = NSCondition()
    private var value = 0

    var count: Int { condition.withLock { value } }

    func add() {
        condition.withLock {
            value += 1
            condition.broadcast()
        }
    }

    /// Waits until the count differs from `old` or `timeout` seconds passed.
    func waitForChange(from old: Int, timeout: Double) -> Int {
        condition.withLock {
            let deadline = Date().addingTimeInterval(timeout)
            while value == old && condition.wait(until: deadline) {}
            return value
        }
    }
}

/// One blocking read through `SystemCall.retryingInterrupted`, on its own thread.
private final class ReadJob: @unchecked Sendable {
    let descriptor: Int32
    let attempts: Attempts
    let done: (Int) -> Void

    init(descriptor: Int32, attempts: Attempts, done: @escaping (Int) -> Void) {
        self.descriptor = descriptor
        self.attempts = attempts
        self.done = done
    }

    func run() {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = SystemCall.retryingInterrupted { () -> Int in
            attempts.add()
            return read(descriptor, &buffer, buffer.count)
        }
        done(count)
    }
}
