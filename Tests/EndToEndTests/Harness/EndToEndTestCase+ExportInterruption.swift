import Foundation
import XCTest

/// An export stopped by a signal, as the export tests check it.
extension EndToEndTestCase {
    /// Files in the work directory that an export left behind as temporary files.
    func temporaryFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workDirectory.path).filter { $0.hasSuffix(".tmp") }
    }

    /// Runs `sdlpdf export` with `arguments` over an existing `output`, sends
    /// `signal` once its temporary file exists, and checks the export stops at
    /// once with status 128 + signal, one line on stderr naming the signal
    /// (`name`), no temporary file and the old output byte for byte.
    func assertExportStops(_ arguments: [String], writing output: URL, on signal: Int32, named name: String,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        let previous = Data("the previous export".utf8)
        try previous.write(to: output)
        let export = try ChildProcess(try sdlpdf().path, ["export"] + arguments + ["-o", output.path],
                                      environment: TestEnvironment.sdlpdfEnvironment(home: workDirectory),
                                      logDirectory: workDirectory)
        defer { export.stop() }
        _ = try poll("the export's temporary file", timeout: 10, describeFailure: { export.standardError }) {
            try self.temporaryFiles().isEmpty ? nil : true
        }
        kill(export.processIdentifier, signal)
        let termination = export.waitForExit(timeout: 5)

        XCTAssertEqual(termination, Termination(status: 128 + signal, signaled: false), "stderr: \(export.standardError)",
                       file: file, line: line)
        XCTAssertEqual(export.standardError, "sdlpdf: export stopped by \(name); \(output.path) was not written\n",
                       file: file, line: line)
        XCTAssertEqual(try temporaryFiles(), [], file: file, line: line)
        XCTAssertEqual(try Data(contentsOf: output), previous, "the existing output must be untouched", file: file, line: line)
    }
}
