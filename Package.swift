// swift-tools-version:5.9
import PackageDescription

/// MuPDF 1.21 on Debian ships only static archives, and its pkg-config file
/// lists too few of their dependencies; this is the set that links.
let mupdfLibraries: [LinkerSetting] = [
    "mupdf", "mupdf-third", "freetype", "harfbuzz", "jbig2dec", "openjp2",
    "jpeg", "gumbo", "mujs", "z", "m", "pthread",
].map { .linkedLibrary($0) }

let package = Package(
    name: "sdlpdf",
    products: [
        .library(name: "PageGeometry", targets: ["PageGeometry"]),
        .library(name: "FileSystem", targets: ["FileSystem"]),
        .library(name: "AtomicFiles", targets: ["AtomicFiles"]),
        .library(name: "PDFAppearance", targets: ["PDFAppearance"]),
        .library(name: "PDFEngine", targets: ["PDFEngine"]),
        .library(name: "Viewer", targets: ["Viewer"]),
        .executable(name: "sdlpdf", targets: ["sdlpdf"]),
    ],
    targets: [
        .target(
            name: "CMuPDF",
            // libjpeg's warnings go through the shim (Sources/CMuPDF/jpeg.c), not to stderr.
            linkerSettings: mupdfLibraries
        ),
        // The headers are found as <SDL2/SDL.h> (Sources/CSDL2/CSDL2.h), not through
        // pkg-config: sdl2.pc adds -D_REENTRANT, which SwiftPM warns about on every build.
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(name: "CGlibcMalloc"),
        .target(name: "CX11Window", dependencies: ["CSDL2"], linkerSettings: [.linkedLibrary("X11")]),
        .target(name: "CWaylandSeat", linkerSettings: [.linkedLibrary("wayland-client")]),
        // sd-bus (libsystemd): the session bus, for the desktop portal and the window's interface.
        .target(name: "CDesktopBus", linkerSettings: [.linkedLibrary("systemd")]),
        .target(name: "PageGeometry"),
        .target(name: "FileSystem"),
        .target(name: "AtomicFiles", dependencies: ["FileSystem"]),
        .target(name: "CPixelKernels"),
        .target(name: "PDFAppearance", dependencies: ["CPixelKernels"]),
        .target(name: "PDFEngine", dependencies: ["CMuPDF", "PageGeometry", "PDFAppearance", "AtomicFiles", "FileSystem"]),
        .target(name: "Viewer", dependencies: ["PageGeometry", "PDFAppearance", "AtomicFiles", "FileSystem"]),
        .target(name: "ReaderCore", dependencies: ["FileSystem", "PDFEngine", "PDFAppearance", "Viewer"]),
        .target(name: "DesktopBus", dependencies: ["CDesktopBus", "Viewer"]),
        // libsynctex, the SyncTeX parser TeX Live ships.
        .target(name: "CSyncTeX", linkerSettings: [.linkedLibrary("synctex")]),
        .target(name: "SyncTeX", dependencies: ["CSyncTeX", "PageGeometry"]),
        .target(name: "SDLFrontend", dependencies: ["CSDL2", "CX11Window", "CWaylandSeat", "FileSystem", "PDFEngine", "PDFAppearance", "Viewer", "ReaderCore",
                                                   "DesktopBus", "SyncTeX"]),
        .executableTarget(name: "sdlpdf", dependencies: ["SDLFrontend", "FileSystem", "PDFEngine", "PDFAppearance", "Viewer", "CGlibcMalloc", "DesktopBus"]),
        .executableTarget(name: "sdlpdf-bench", dependencies: ["CSDL2", "FileSystem", "PDFEngine", "PDFAppearance", "SDLFrontend", "Viewer", "ReaderCore",
                                                               "CGlibcMalloc"]),
        // Drives the save fault tests (Tests/EndToEndTests/SaveFaultTests.swift).
        .executableTarget(name: "sdlpdf-write-faults", dependencies: ["FileSystem", "PDFEngine", "PDFAppearance", "Viewer"]),
        .testTarget(name: "FileSystemTests", dependencies: ["FileSystem"]),
        .testTarget(name: "PDFAppearanceTests", dependencies: ["PDFAppearance"]),
        .testTarget(name: "PDFEngineTests", dependencies: ["PDFEngine", "PDFAppearance"]),
        .testTarget(name: "ViewerTests", dependencies: ["Viewer", "FileSystem", "CGlibcMalloc"]),
        .testTarget(name: "ReaderCoreTests", dependencies: ["ReaderCore", "PDFEngine", "Viewer"]),
        .testTarget(name: "SDLFrontendTests", dependencies: ["SDLFrontend", "CSDL2", "FileSystem", "PDFEngine", "Viewer", "ReaderCore"]),
        .testTarget(name: "SyncTeXTests", dependencies: ["SyncTeX"]),
        .testTarget(name: "EmbeddingExamplesTests", dependencies: ["PDFAppearance", "PDFEngine"]),
        .testTarget(name: "EndToEndTests"),
    ]
)
