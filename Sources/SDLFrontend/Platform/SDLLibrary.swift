import CSDL2

/// The SDL library the window runs on, for `sdlpdf --version`.
public enum SDLLibrary {
    /// The version of the SDL library loaded at run time ("2.26.5").
    public static var linkedVersion: String {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return "\(version.major).\(version.minor).\(version.patch)"
    }

    /// The version of the SDL headers sdlpdf was built against.
    public static var compiledVersion: String {
        "\(SDL_MAJOR_VERSION).\(SDL_MINOR_VERSION).\(SDL_PATCHLEVEL)"
    }

    /// The video driver SDL picks here (it honours `SDL_VIDEODRIVER`), found by
    /// starting its video subsystem and shutting it down again; throws why
    /// it cannot start (no display).
    public static func videoDriverInUse() throws -> String {
        try ViewerApplication.startVideo()
        defer { SDL_Quit() }
        return SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }
}
