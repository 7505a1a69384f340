// sdlpdf-write-faults: the driver of the save fault tests
// (Tests/EndToEndTests/SaveFaultTests.swift), not a tool for readers. It
// runs one of sdlpdf's writes under Tests/FaultInjection/write_faults.c
// (preloaded): prepares the document, arms the fault library, performs the
// write, disarms it and prints what a reader would be left with as one JSON
// line. Then it tries the write again without faults, as a reader would.
//
//   sdlpdf-write-faults save DOC JOURNALS            Ctrl+S: ink saved into DOC
//   sdlpdf-write-faults save-to DOC DEST JOURNALS    --save-to DEST
//   sdlpdf-write-faults journal DOC JOURNALS         the ink journal after an edit
//   sdlpdf-write-faults memory DOC STATE             the document memory (page, zoom)
//   sdlpdf-write-faults brightness STATE             the remembered brightness
import FileSystem
import Foundation
import PDFAppearance
import PDFEngine
import Viewer

/// The fault library's controls, found in the preloaded library (absent: no faults).
struct FaultControls {
    private typealias Arm = @convention(c) () -> Void
    private typealias Disarm = @convention(c) () -> Int
    private typealias Fired = @convention(c) () -> UnsafePointer<CChar>
    private let arm: Arm?
    private let disarm: Disarm?
    private let fired: Fired?

    init() {
        let handle = dlopen(nil, RTLD_NOW)
        arm = dlsym(handle, "sdlpdf_fault_arm").map { unsafeBitCast($0, to: Arm.self) }
        disarm = dlsym(handle, "sdlpdf_fault_disarm").map { unsafeBitCast($0, to: Disarm.self) }
        fired = dlsym(handle, "sdlpdf_fault_fired").map { unsafeBitCast($0, to: Fired.self) }
    }

    /// Runs `body` (which returns the message of its failure) with faults
    /// armed: the calls counted, the function that failed, the message and
    /// `watched` before and after.
    func armed(watching watched: String, _ body: () -> String?) -> Outcome {
        var outcome = Outcome()
        outcome.before = DirectorySnapshot(watched)
        arm?()
        outcome.error = body()
        outcome.calls = disarm?() ?? 0
        let failed = fired.map { String(cString: $0()) } ?? ""
        outcome.failed = failed.isEmpty ? nil : failed
        outcome.after = DirectorySnapshot(watched)
        return outcome
    }
}

/// The files of a directory: name, size and FNV-1a digest of the bytes.
struct DirectorySnapshot: Encodable {
    struct Entry: Encodable {
        var name: String
        var size: Int
        var digest: String
    }

    var files: [Entry]

    init(_ directory: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        files = names.sorted().map { name in
            let data = FileManager.default.contents(atPath: directory + "/" + name) ?? Data()
            var hash = FNV1a64()
            data.withUnsafeBytes { hash.combine($0) }
            return Entry(name: name, size: data.count, digest: hash.hexDigits)
        }
    }
}

/// What the driver prints.
struct Outcome: Encodable {
    /// The watched directory (the destination's, the journal's or the
    /// state's) just before and just after the write under faults.
    var before: DirectorySnapshot?
    var after: DirectorySnapshot?
    var calls = 0
    /// The function the fault library made fail ("fwrite"), nil when none.
    var failed: String?
    /// The message the reader sees, nil when the write succeeded.
    var error: String?
    var unsaved: Bool?
    /// Ink annotations in memory after the write.
    var inkInMemory: Int?
    /// Strokes in the journal after the write.
    var journaled: Int?
    /// The message of the write tried again without faults; nil when it succeeded.
    var retryError: String?
    /// Strokes in the journal after the write tried again.
    var journaledAfterRetry: Int?
}

let controls = FaultControls()
let arguments = Array(CommandLine.arguments.dropFirst())
let ink = [PagePoint(x: 40, y: 60), PagePoint(x: 160, y: 90), PagePoint(x: 250, y: 300)]
var outcome = Outcome()

func journal(_ document: String, _ directory: String) -> InkJournal {
    InkJournal(documentPath: document, directory: URL(fileURLWithPath: directory, isDirectory: true))
}

/// The message a reader sees for `error`, as sdlpdf prints it.
func describe(_ error: Error) -> String { String(describing: error) }

do {
    switch (arguments.first, arguments.count) {
    case ("save", 3), ("save-to", 4):
        let path = arguments[1]
        let destination = arguments[0] == "save-to" ? arguments[2] : nil
        let journal = journal(path, arguments.last!)
        let document = try Document(path: path)
        document.inkJournal = journal
        try document.addInkStroke(page: 0, points: ink, color: Color(red: 1, green: 0, blue: 0), width: 3)
        document.finishInkJournal()
        let watched = URL(fileURLWithPath: destination ?? path).deletingLastPathComponent().path
        outcome = controls.armed(watching: watched) {
            defer { document.finishInkJournal() }
            do {
                try document.save(to: destination)
                return nil
            } catch {
                return describe(error)
            }
        }
        outcome.unsaved = document.hasUnsavedChanges
        outcome.inkInMemory = try document.inkAnnotations(onPage: 0).count
        outcome.journaled = try journal.pendingStrokes().count
        if outcome.error != nil {
            do {
                try document.save(to: destination)
            } catch {
                outcome.retryError = describe(error)
            }
            document.finishInkJournal()
        }
    case ("journal", 3):
        let path = arguments[1]
        let journal = journal(path, arguments[2])
        let document = try Document(path: path)
        document.inkJournal = journal
        try document.addInkStroke(page: 0, points: ink, color: .black, width: 2)
        document.finishInkJournal()
        outcome = controls.armed(watching: arguments[2]) {
            do {
                try document.addInkStroke(page: 0, points: ink.reversed(), color: .black, width: 2)
            } catch {
                return describe(error)
            }
            document.finishInkJournal()
            return document.inkJournalFailure.map(describe)
        }
        outcome.unsaved = document.hasUnsavedChanges
        outcome.inkInMemory = try document.inkAnnotations(onPage: 0).count
        outcome.journaled = try journal.pendingStrokes().count
        try document.addInkStroke(page: 0, points: [PagePoint(x: 5, y: 5), PagePoint(x: 9, y: 9)], color: .black, width: 2)
        document.finishInkJournal()
        outcome.retryError = document.inkJournalFailure.map(describe)
        outcome.journaledAfterRetry = try journal.pendingStrokes().count
    case ("memory", 3):
        let memory = DocumentMemory(directory: URL(fileURLWithPath: arguments[2], isDirectory: true))
        let record = { (page: Int) in
            DocumentRecord(position: SavedViewerPosition(reading: ReadingPosition(pageIndex: page), zoom: 1,
                                                         fitMode: .page, rotation: .upright))
        }
        try memory.save(record(1), forDocumentAt: arguments[1])
        outcome = controls.armed(watching: arguments[2]) {
            do {
                try memory.save(record(2), forDocumentAt: arguments[1])
                return nil
            } catch {
                return describe(error)
            }
        }
        if outcome.error != nil {
            do {
                try memory.save(record(2), forDocumentAt: arguments[1])
            } catch {
                outcome.retryError = describe(error)
            }
        }
    case ("brightness", 2):
        let memory = BrightnessMemory(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
        try memory.save(0.25)
        outcome = controls.armed(watching: arguments[1]) {
            do {
                try memory.save(0.75)
                return nil
            } catch {
                return describe(error)
            }
        }
        if outcome.error != nil {
            do {
                try memory.save(0.75)
            } catch {
                outcome.retryError = describe(error)
            }
        }
    default:
        FileHandle.standardError.write(Data("usage: sdlpdf-write-faults save DOC JOURNALS | save-to DOC DEST JOURNALS | journal DOC JOURNALS | memory DOC STATE | brightness STATE\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("sdlpdf-write-faults: cannot prepare: \(error)\n".utf8))
    exit(1)
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
FileHandle.standardOutput.write(try! encoder.encode(outcome) + Data("\n".utf8))
