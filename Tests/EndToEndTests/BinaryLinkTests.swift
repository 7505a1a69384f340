import Foundation
import XCTest

/// How the sdlpdf executable is linked (the Makefile's `LINK_FLAGS`):
/// checked on the built binary, since a lost flag changes nothing else a
/// test can see but the process's start and resident pages (docs/performance.md "Memory").
final class BinaryLinkTests: EndToEndTestCase {
    func testRelativeRelocationsArePackedIntoDTRELR() throws {
        try TestEnvironment.requireTools("readelf")
        let dynamic = try Command.check("/usr/bin/env", ["readelf", "--dynamic", try sdlpdf().path]).standardOutput

        XCTAssertTrue(dynamic.contains("(RELR)"), "no DT_RELR entry in the dynamic section:\n\(dynamic)")
        // gold wrote one 24-byte RELA entry for each of the release binary's 85,847 relative relocations (2 MB).
        let relaSize = try XCTUnwrap(dynamicValue("RELASZ", in: dynamic), "no RELASZ in:\n\(dynamic)")
        XCTAssertLessThan(relaSize, 256 * 1024, "RELA relocations take \(relaSize) bytes")
    }

    func testNoneOfOurSymbolsIsExported() throws {
        try TestEnvironment.requireTools("nm")
        let exported = try Command.check("/usr/bin/env", ["nm", "--dynamic", "--defined-only", try sdlpdf().path])
            .standardOutput.split(separator: "\n")

        // Left: the entry point and the symbols the linker defines (_edata, _end, __bss_start).
        XCTAssertLessThanOrEqual(exported.count, 8, "exported:\n\(exported.prefix(20).joined(separator: "\n"))")
    }

    func testTheSessionsFunctionsComeFirstInText() throws {
        try TestEnvironment.requireTools("nm")
        let order = try String(contentsOf: TestEnvironment.packageRoot.appendingPathComponent("data/hot-functions.order"),
                               encoding: .utf8).split(separator: "\n").map(String.init)
        let symbols = try Command.check("/usr/bin/env", ["nm", "--numeric-sort", "--defined-only", try sdlpdf().path],
                                        timeout: 60).standardOutput.split(separator: "\n")
        // nm lines: address, type, name; functions are t or T. The lowest-addressed ones first.
        let functions = symbols.compactMap { line -> (address: UInt64, name: String)? in
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, fields[1] == "t" || fields[1] == "T",
                  let address = UInt64(fields[0], radix: 16) else { return nil }
            return (address, String(fields[2]))
        }
        let lowest = try XCTUnwrap(functions.first, "nm listed no functions").address
        let namesAtLowest = Set(functions.prefix { $0.address == lowest }.map(\.name))
        let defined = Set(functions.map(\.name))
        let firstListed = try XCTUnwrap(order.first { defined.contains($0) }, "the binary defines no listed function")

        XCTAssertTrue(namesAtLowest.contains(firstListed),
                      "the first function in .text is \(namesAtLowest.sorted()), not \(firstListed), the first listed one")
    }

    /// The number in `readelf --dynamic`'s line for `tag`, e.g. `(RELASZ) 53376 (bytes)`.
    private func dynamicValue(_ tag: String, in dynamic: String) -> Int? {
        for line in dynamic.split(separator: "\n") where line.contains("(\(tag))") {
            let afterTag = line.components(separatedBy: "(\(tag))")[1]
            return afterTag.split(separator: " ").first.flatMap { Int($0) }
        }
        return nil
    }
}
