import CX11Window
import Foundation
import XCTest
@testable import SDLFrontend

final class WindowSurfacePrefaultTests: XCTestCase {
    private let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// How many of the `pages` pages at `address` are resident (`mincore`).
    private func residentPages(_ address: UnsafeMutableRawPointer, pages: Int) -> Int {
        var vector = [UInt8](repeating: 0, count: pages)
        XCTAssertEqual(mincore(address, pages * pageSize, &vector), 0)
        return vector.filter { $0 & 1 != 0 }.count
    }

    /// A shared mapping nothing has written to but its first byte, like the
    /// MIT-SHM segment of a new window surface.
    private func freshSharedMapping(pages: Int) throws -> UnsafeMutableRawPointer {
        guard let memory = mmap(nil, pages * pageSize, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED else {
            throw XCTSkip("no shared anonymous mapping: errno \(errno)")
        }
        memory.storeBytes(of: 0x5A, as: UInt8.self)
        XCTAssertLessThan(residentPages(memory, pages: pages), pages / 2, "the mapping starts mostly unallocated")
        return memory
    }

    /// Every page is resident once populated (several chunks, starting
    /// inside the first page as a surface's pixels may), and what was
    /// written before is still there.
    func testPopulatesEveryPageAndKeepsTheContents() throws {
        let pages = 300
        let memory = try freshSharedMapping(pages: pages)
        defer { munmap(memory, pages * pageSize) }

        XCTAssertEqual(sdlpdf_surface_populate(memory + 8, pages * pageSize - 8), 1, "MADV_POPULATE_WRITE needs Linux 5.14")

        XCTAssertEqual(residentPages(memory, pages: pages), pages)
        XCTAssertEqual(memory.load(as: UInt8.self), 0x5A)
        XCTAssertEqual(memory.load(fromByteOffset: pages * pageSize - 1, as: UInt8.self), 0)
    }

    /// The background start populates the same pages on its own thread.
    func testStartPopulatesInTheBackground() throws {
        let pages = 300
        let memory = try freshSharedMapping(pages: pages)
        defer { munmap(memory, pages * pageSize) }

        XCTAssertEqual(sdlpdf_surface_prefault_start(memory, pages * pageSize), 1)

        let populated = expectation(for: NSPredicate { _, _ in self.residentPages(memory, pages: pages) == pages },
                                    evaluatedWith: nil)
        wait(for: [populated], timeout: 10)
        XCTAssertEqual(residentPages(memory, pages: pages), pages)
        XCTAssertEqual(memory.load(as: UInt8.self), 0x5A)
    }

    /// Memory the process may not write (here a reservation without access)
    /// is left alone and reported as not populated.
    func testRefusesMemoryItCannotWrite() throws {
        let length = 16 * pageSize
        guard let memory = mmap(nil, length, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), memory != MAP_FAILED else {
            throw XCTSkip("no anonymous mapping: errno \(errno)")
        }
        defer { munmap(memory, length) }
        XCTAssertEqual(sdlpdf_surface_populate(memory, length), 0)
        XCTAssertEqual(residentPages(memory, pages: 16), 0)
    }
}
