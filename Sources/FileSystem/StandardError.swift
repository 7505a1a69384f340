import Foundation

/// The one way sdlpdf says something on standard error: a line that starts
/// with "sdlpdf: ", written in one call so that lines from several threads
/// never run into each other.
public enum StandardError {
    /// Writes "sdlpdf: `message`" and a newline.
    public static func report(_ message: String) {
        FileHandle.standardError.write(Data("sdlpdf: \(message)\n".utf8))
    }
}
