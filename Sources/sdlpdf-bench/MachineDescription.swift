import Foundation

/// What the figures were measured on, printed with every report.
struct MachineDescription: Codable {
    var cpu: String
    var cores: Int
    var kernel: String
    var mutool: String
    var date: String

    static func current() -> MachineDescription {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        var names = utsname()
        uname(&names)
        let release = withUnsafeBytes(of: names.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let mutool = Subprocess.locate("mutool").flatMap { Subprocess.firstLine(of: [$0, "-v"]) } ?? "not installed"
        let formatter = ISO8601DateFormatter()
        return MachineDescription(cpu: model, cores: ProcessInfo.processInfo.activeProcessorCount, kernel: release,
                                  mutool: mutool, date: formatter.string(from: Date()))
    }
}
