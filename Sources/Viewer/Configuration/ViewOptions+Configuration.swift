import Foundation
import PDFAppearance

extension ViewOptions {
    /// The configuration of this run: the settings of `file` (nil for none)
    /// with the command-line flags winning, defaults for the rest. Also
    /// checks that `--mode` is among the allowed modes the file may set.
    public func configuration(file: ConfigurationFile?) throws(ConfigurationError) -> ViewerConfiguration {
        let merged = try (file?.settings() ?? PartialConfiguration()).overridden(by: settings)
        return try ViewerConfiguration(settings: merged)
    }

    /// `configuration(file:)` with the file named by `--config` (which must
    /// exist) or else the standard one in `environment`'s XDG config directory
    /// (`ConfigurationFile.standardPath`; missing is fine).
    public func loadConfiguration(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(ConfigurationError) -> ViewerConfiguration {
        let file: ConfigurationFile?
        if let configurationFile {
            file = try ConfigurationFile.read(at: configurationFile, mustExist: true)
        } else if let path = ConfigurationFile.standardPath(environment: environment) {
            file = try ConfigurationFile.read(at: path, mustExist: false)
        } else {
            file = nil
        }
        return try configuration(file: file)
    }
}
