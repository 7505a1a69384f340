import Foundation
import XCTest

/// Documents the tests generate at run time with `mutool` (mupdf-tools), in a
/// temporary directory removed when the test case finishes.
final class Fixtures {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Path of `name` inside the fixture directory.
    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Writes `contents` to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        let p = path(name)
        try contents.write(toFile: p, atomically: true, encoding: .utf8)
        return p
    }

    /// Builds a PDF with `mutool create`: one page per entry, each `(mediabox, content stream)`.
    /// Pages may use the font /F1 (Helvetica).
    func pdf(_ name: String, pages: [(width: Int, height: Int, content: String)]) throws -> String {
        var args = ["create", "-o", path(name)]
        for (i, page) in pages.enumerated() {
            let header = "%%MediaBox 0 0 \(page.width) \(page.height)\n%%Font F1 Helvetica\n"
            args.append(try write("\(name)-page\(i).txt", header + page.content))
        }
        try Self.run("mutool", args)
        return path(name)
    }

    /// Builds a PDF from object bodies (object 1 must be the catalog), then
    /// lets `mutool clean` write a correct cross-reference table.
    /// `info`, when given, becomes the document information dictionary.
    func rawPDF(_ name: String, objects: [String], info: String? = nil) throws -> String {
        var text = "%PDF-1.7\n"
        let all = objects + (info.map { [$0] } ?? [])
        for (i, body) in all.enumerated() {
            text += "\(i + 1) 0 obj\n\(body)\nendobj\n"
        }
        let infoReference = info == nil ? "" : " /Info \(all.count) 0 R"
        text += "trailer\n<< /Root 1 0 R\(infoReference) /Size \(all.count + 1) >>\n%%EOF\n"
        let draft = try write("\(name).draft.pdf", text)
        try Self.run("mutool", ["clean", draft, path(name)])
        return path(name)
    }

    /// Three pages whose second is a /Pages node that counts a page it does
    /// not hold: it cannot be loaded, and its /Count does not match its kids.
    func pageTreeWithBrokenPage() throws -> String {
        try rawPDF("broken-page.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>",
            "<< /Type /Pages /Parent 2 0 R /Kids [] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] >>",
        ])
    }

    /// A copy of `source` encrypted with `mutool clean -E method -U user -O owner`,
    /// and `-P permissions` when given (the /P flags, e.g. -17 for all but copying).
    func encrypted(_ source: String, name: String, method: String, user: String, owner: String,
                   permissions: Int? = nil) throws -> String {
        let flags = permissions.map { ["-P", "\($0)"] } ?? []
        try Self.run("mutool", ["clean", "-E", method, "-U", user, "-O", owner] + flags + [source, path(name)])
        return path(name)
    }

    /// Runs a tool from PATH, failing with its output if it exits non-zero.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError(message: "\(tool) \(arguments.joined(separator: " ")) failed: \(output)")
        }
        return output
    }

    /// Fails the test (never skips it, as the end-to-end tests do) unless
    /// `mutool` (package mupdf-tools, which `make test` installs) is in `path`.
    static func requireMutool(path: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") throws {
        guard path.split(separator: ":").contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/mutool") }) else {
            throw FixtureError(message: "mutool (package mupdf-tools) is not in PATH (\(path)); `make test-deps` installs it")
        }
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
