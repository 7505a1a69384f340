import Foundation

/// This process's memory as `/proc/self/status` reports it.
enum ProcessMemory {
    /// The figure `field` (VmHWM, VmRSS…) in MiB; NaN when it cannot be read.
    static func mebibytes(_ field: String) -> Double {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("\(field):") }
        let kib = line.flatMap { Double($0.split(separator: " ").dropFirst().first ?? "") } ?? .nan
        return kib / 1024
    }
}
