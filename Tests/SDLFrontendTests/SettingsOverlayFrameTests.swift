import CSDL2
import PDFAppearance
import PDFEngine
import Viewer
import XCTest
@testable import SDLFrontend

/// The settings overlay and the toolbar in frames drawn headless (SDL's
/// dummy video driver), driven by the SDL events a reader's keys, mouse and
/// fingers produce.
final class SettingsOverlayFrameTests: DummyVideoTestCase {
    /// A point on the page's paper, left of the page's red square and of the overlay.
    private static let paperPoint = (x: 150, y: 250)

    /// A 700×500 window on a white page with a red square in its middle.
    /// With `pointerInside`, SDL has reported where the pointer rests (as X
    /// does when the window opens under it), so the next motion moves it.
    private func session(configuration: ViewerConfiguration = ViewerConfiguration(),
                         brightnessMemory: BrightnessMemory? = nil, memory: DocumentMemory? = nil, file: TestDocument? = nil,
                         pointerInside: Bool = true) throws -> ViewerSession {
        let file = try file ?? Self.redSquare(in: self)
        var options = SessionOptions()
        options.configuration = configuration
        options.brightnessMemory = brightnessMemory
        options.memory = memory
        options.appearanceMode = []
        options.windowWidth = 700
        options.windowHeight = 500
        let session = try ViewerSession(document: try Document(path: file.path), options: options)
        XCTAssertTrue(session.settle(timeout: 10), "the first frame never completed")
        if pointerInside {
            mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: 2, y: 2), in: session)
        }
        return session
    }

    /// A white page with a red square in its middle.
    private static func redSquare(in testCase: XCTestCase) throws -> TestDocument {
        try TestDocument(pages: ["%%MediaBox 0 0 400 400\n0.9 0.1 0.1 rg 100 100 200 200 re f\n"], in: testCase)
    }

    // MARK: - Events as SDL delivers them

    private func press(_ key: SDL_KeyCode, _ modifiers: SDL_Keymod = KMOD_NONE, in session: ViewerSession) {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(key.rawValue)
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        session.handle(event)
    }

    private func mouse(_ type: SDL_EventType, at point: ScreenPoint, in session: ViewerSession) {
        var event = SDL_Event()
        if type == SDL_MOUSEMOTION {
            event.motion.type = type.rawValue
            event.motion.x = Int32(point.x)
            event.motion.y = Int32(point.y)
        } else {
            event.button.type = type.rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = Int32(point.x)
            event.button.y = Int32(point.y)
        }
        session.handle(event)
    }

    private func finger(_ type: SDL_EventType, at point: ScreenPoint, in session: ViewerSession) {
        var event = SDL_Event()
        event.tfinger.type = type.rawValue
        event.tfinger.fingerId = 7
        event.tfinger.x = Float(point.x / session.state.viewport.width)
        event.tfinger.y = Float(point.y / session.state.viewport.height)
        session.handle(event)
    }

    // MARK: - Pixels

    private struct Frame {
        let width: Int
        let pixels: [UInt8]

        init(_ session: ViewerSession) throws {
            let frame = try session.readFrame()
            width = frame.width
            pixels = frame.pixels
        }

        subscript(x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
            let offset = (y * width + x) * 4
            return (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
        }

        subscript(point: ScreenPoint) -> (r: Int, g: Int, b: Int) {
            self[Int(point.x), Int(point.y)]
        }
    }

    private func assertColor(_ actual: (r: Int, g: Int, b: Int), _ expected: Color, tolerance: Int = 3, _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let (r, g, b, _) = expected.rgba8
        let close = abs(actual.r - Int(r)) <= tolerance && abs(actual.g - Int(g)) <= tolerance
            && abs(actual.b - Int(b)) <= tolerance
        XCTAssertTrue(close, "\(message): got \(actual), expected \((r, g, b))", file: file, line: line)
    }

    /// A point inside the selected segment of row `kind`, clear of its title.
    private func selectedSegmentEdge(_ kind: SettingsRowKind, in session: ViewerSession) throws -> ScreenPoint {
        let overlay = try XCTUnwrap(session.settingsOverlay)
        let geometry = overlay.geometry(in: session)
        let row = try XCTUnwrap(geometry.layout.rows.firstIndex { $0.kind == kind })
        var choices: [SettingsChoice] = []
        if case .segments(let segments) = geometry.layout.rows[row].control { choices = segments }
        let selected = try XCTUnwrap(choices.firstIndex(where: \.isSelected), "row \(kind) shows no selection")
        let segment = geometry.segmentFrames(ofRow: row)[selected]
        return ScreenPoint(x: segment.x + 8, y: segment.y + segment.height / 2)
    }

    private func segmentCenter(_ kind: SettingsRowKind, choice: Int, in session: ViewerSession) throws -> ScreenPoint {
        let geometry = try XCTUnwrap(session.settingsOverlay).geometry(in: session)
        let row = try XCTUnwrap(geometry.layout.rows.firstIndex { $0.kind == kind })
        return geometry.segmentFrames(ofRow: row)[choice].center
    }

    // MARK: - Tests

    func testControlCommaDrawsThePanelOverThePageAndEscapeClosesIt() throws {
        let session = try session()
        press(SDLK_COMMA, KMOD_LCTRL, in: session)
        let edge = try selectedSegmentEdge(.appearance, in: session)
        let panel = try XCTUnwrap(session.settingsOverlay).geometry(in: session).frame
        XCTAssertTrue(panel.x > Double(Self.paperPoint.x), "the panel covers the paper point the tests look at")

        let open = try Frame(session)
        assertColor(open[edge], OverlayStyle.accent, "Default, the selected appearance, is an accent segment")
        let border = ScreenPoint(x: panel.x + panel.width / 2, y: panel.y)
        assertColor(open[border], OverlayStyle.panelBorder, tolerance: 6, "the panel's top border")
        assertColor(open[Self.paperPoint.x, Self.paperPoint.y], .white, "paper beside the panel")

        press(SDLK_ESCAPE, in: session)
        XCTAssertNil(session.settingsOverlay, "Escape closes the overlay")
        let closed = try Frame(session)
        XCTAssertFalse(closed[edge] == open[edge], "the segment is still drawn after Escape: \(closed[edge])")
        XCTAssertTrue(session.running, "Escape closed the overlay, not the window")
    }

    func testChoosingNightWithTheKeyboardDarkensThePageAndThePanel() throws {
        let session = try session()
        press(SDLK_COMMA, KMOD_LCTRL, in: session)
        let titleStrip = try XCTUnwrap(session.settingsOverlay).geometry(in: session).titleFrame
        let panelBackground = ScreenPoint(x: titleStrip.maxX - 4, y: titleStrip.y + titleStrip.height / 2)
        assertColor(try Frame(session)[panelBackground], OverlayStyle.panelBackground, "the panel is light in Default")

        press(SDLK_RIGHT, in: session)
        press(SDLK_RIGHT, in: session)
        press(SDLK_RETURN, in: session)

        XCTAssertEqual(session.appearance.appearanceMode, .night)
        XCTAssertNotNil(session.settingsOverlay, "choosing keeps the overlay open")
        let night = try Frame(session)
        let nightPipeline = ColorPipeline.cached(for: RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted))
        assertColor(night[Self.paperPoint.x, Self.paperPoint.y], nightPipeline.apply(to: .white), "night paper")
        XCTAssertLessThan(night[Self.paperPoint.x, Self.paperPoint.y].r, 40, "the page is dark")
        assertColor(night[panelBackground], nightPipeline.applyWithoutContrastFloor(to: OverlayStyle.panelBackground), "the panel in Night")
        XCTAssertLessThan(night[panelBackground].g, 60, "the panel is dark in Night")
    }

    func testSepiaPlusNightIsTheFourthSegmentShownSelectedAndChosenByAClick() throws {
        let session = try session()
        session.appearance.appearanceMode = [.sepia, .night]
        session.updatePipeline()
        press(SDLK_COMMA, KMOD_LCTRL, in: session)
        let edge = try selectedSegmentEdge(.appearance, in: session)
        let fourth = try segmentCenter(.appearance, choice: 3, in: session)
        XCTAssertEqual(edge.y, fourth.y)
        XCTAssertGreaterThan(edge.x, fourth.x - 80, "the selected segment is the fourth")
        let combined = session.pipeline
        let panel = try XCTUnwrap(session.settingsOverlay).geometry(in: session).frame
        XCTAssertLessThanOrEqual(panel.maxX, session.state.viewport.width, "the wider panel still fits the window")
        assertColor(try Frame(session)[edge], combined.apply(to: OverlayStyle.accent), tolerance: 4,
                    "Sepia+Night is drawn as the selected segment")

        let defaultSegment = try segmentCenter(.appearance, choice: 0, in: session)
        mouse(SDL_MOUSEBUTTONDOWN, at: defaultSegment, in: session)
        mouse(SDL_MOUSEBUTTONUP, at: defaultSegment, in: session)
        XCTAssertEqual(session.appearance.appearanceMode, [])
        mouse(SDL_MOUSEBUTTONDOWN, at: fourth, in: session)
        mouse(SDL_MOUSEBUTTONUP, at: fourth, in: session)
        XCTAssertEqual(session.appearance.appearanceMode, [.sepia, .night], "a click on Sepia+Night")
    }

    func testWithNightAndSepiaNotBothAllowedThereIsNoFourthSegment() throws {
        let session = try session(configuration: ViewerConfiguration { $0.allowedAppearanceModes = .night })
        press(SDLK_COMMA, KMOD_LCTRL, in: session)
        let geometry = try XCTUnwrap(session.settingsOverlay).geometry(in: session)
        XCTAssertEqual(geometry.layout.rows.first?.control, .segments([
            SettingsChoice(title: "Default", change: .appearanceMode([]), isSelected: true, isAvailable: true),
            SettingsChoice(title: "Night", change: .appearanceMode(.night), isSelected: false, isAvailable: true),
        ]))
    }

    func testBrightnessSliderDimsThePageByTheConfiguredAmountAndIsRemembered() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-brightness-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let memory = BrightnessMemory(directory: directory)
        let configuration = ViewerConfiguration { $0.dimming = ScreenDimming(minimum: 0, maximum: 0.8) }
        let session = try session(configuration: configuration, brightnessMemory: memory)
        press(SDLK_COMMA, KMOD_LCTRL, in: session)

        press(SDLK_DOWN, in: session)
        press(SDLK_HOME, in: session)
        XCTAssertEqual(session.brightness, 0)
        let darkest = try Frame(session)[Self.paperPoint.x, Self.paperPoint.y]
        XCTAssertEqual(Double(darkest.g), 255 * 0.2, accuracy: 2, "brightness 0 dims white paper by maximumDimming 0.8")

        let geometry = try XCTUnwrap(session.settingsOverlay).geometry(in: session)
        let row = try XCTUnwrap(geometry.layout.rows.firstIndex { $0.kind == .brightness })
        let track = geometry.layout.controlFrame(ofRow: row)
        mouse(SDL_MOUSEBUTTONDOWN, at: ScreenPoint(x: track.x + track.width * 0.1, y: track.center.y), in: session)
        mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: track.x + track.width * 0.75, y: track.center.y + 40), in: session)
        mouse(SDL_MOUSEBUTTONUP, at: ScreenPoint(x: track.x + track.width * 0.75, y: track.center.y + 40), in: session)
        XCTAssertEqual(session.brightness, 0.75, accuracy: 0.001, "dragging the knob, even off the row, sets the brightness")
        let dragged = try Frame(session)[Self.paperPoint.x, Self.paperPoint.y]
        XCTAssertEqual(Double(dragged.g), 255 * (1 - 0.8 * 0.25), accuracy: 2)

        press(SDLK_ESCAPE, in: session)
        session.waitForBrightnessWrites()
        XCTAssertEqual(try XCTUnwrap(memory.load()), 0.75, accuracy: 0.001, "closing the overlay remembers the brightness")
    }

    func testTappingASegmentChoosesItAndAClickOutsideCloses() throws {
        let session = try session()
        session.toggleSettingsOverlay(showingFocus: false)
        let sepia = try segmentCenter(.appearance, choice: 1, in: session)
        finger(SDL_FINGERDOWN, at: sepia, in: session)
        finger(SDL_FINGERUP, at: sepia, in: session)
        XCTAssertEqual(session.appearance.appearanceMode, .sepia, "a tap on Sepia")

        let horizontal = try segmentCenter(.scrollDirection, choice: 1, in: session)
        mouse(SDL_MOUSEBUTTONDOWN, at: horizontal, in: session)
        mouse(SDL_MOUSEBUTTONUP, at: horizontal, in: session)
        XCTAssertEqual(session.state.layoutSettings.direction, .horizontal, "a click on Horizontal")

        let outside = ScreenPoint(x: Double(Self.paperPoint.x), y: Double(Self.paperPoint.y))
        mouse(SDL_MOUSEBUTTONDOWN, at: outside, in: session)
        XCTAssertNil(session.settingsOverlay, "a click outside the panel closes it")
    }

    func testLayoutChosenInTheOverlayIsRememberedForTheDocumentUnlessGiven() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-layout-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let memory = DocumentMemory(directory: directory)
        let file = try Self.redSquare(in: self)
        let first = try session(memory: memory, file: file)
        first.toggleSettingsOverlay(showingFocus: false)
        for (kind, choice) in [(SettingsRowKind.pageTransition, 0), (.scrollDirection, 1), (.pageMode, 1), (.pageFitting, 2)] {
            let point = try segmentCenter(kind, choice: choice, in: first)
            mouse(SDL_MOUSEBUTTONDOWN, at: point, in: first)
            mouse(SDL_MOUSEBUTTONUP, at: point, in: first)
        }
        let chosen = ViewerLayoutSettings(transition: .jump, direction: .horizontal, pageMode: .double, fitting: .adaptive)
        XCTAssertEqual(first.state.layoutSettings, chosen)
        first.remember()

        XCTAssertEqual(try session(memory: memory, file: file).state.layoutSettings, chosen, "the next start remembers")
        let given = ViewerConfiguration { $0.pageMode = .single; $0.pageTransition = .continuous }
        XCTAssertEqual(try session(configuration: given, memory: memory, file: file).state.layoutSettings,
                       ViewerLayoutSettings(transition: .continuous, direction: .horizontal, pageMode: .single,
                                            fitting: .adaptive),
                       "the configuration wins where it names a setting")
        XCTAssertEqual(try session(configuration: ViewerConfiguration { $0.kiosk = KioskOptions(isEnabled: true) },
                                   memory: memory, file: file).state.layoutSettings, .default,
                       "a kiosk reads no memory")
    }

    func testToolbarAppearsOnMotionHidesAfterAWhileAndItsGearOpensTheSettings() throws {
        let session = try session(pointerInside: false)
        XCTAssertNil(session.toolbar, "no toolbar before the pointer moves")
        mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: 300, y: 300), in: session)
        XCTAssertNil(session.toolbar, "no toolbar where the window opened under a resting pointer")
        mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: 300, y: 300), in: session)
        XCTAssertNil(session.toolbar, "no toolbar for a report of the same position")
        mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: 310, y: 300), in: session)
        let toolbar = try XCTUnwrap(session.toolbar)
        XCTAssertTrue(toolbar.isVisible)
        let gear = try XCTUnwrap(toolbar.buttonFrames(in: session).first { $0.button == .settings }).frame
        let corner = ScreenPoint(x: gear.x + 1, y: gear.y + 1)
        let shown = try Frame(session)
        assertColor(shown[corner], OverlayStyle.panelBackground, "the toolbar's surface under the gear button")

        let hideTime = try XCTUnwrap(toolbar.nextWakeUp)
        toolbar.tick(now: hideTime - 1, in: session)
        XCTAssertTrue(toolbar.isVisible, "still shown before its time")
        toolbar.tick(now: hideTime, in: session)
        XCTAssertFalse(toolbar.isVisible, "hidden \(ToolbarLayer.visibleMilliseconds) ms after the last motion")
        XCTAssertNil(toolbar.nextWakeUp)
        XCTAssertFalse(try Frame(session)[corner] == shown[corner], "the hidden toolbar is still drawn")
        XCTAssertFalse(toolbar.handle(.pointer(PointerInput(.pressed(.left, at: gear.center))), in: session),
                       "a hidden toolbar takes no clicks")

        mouse(SDL_MOUSEMOTION, at: gear.center, in: session)
        mouse(SDL_MOUSEBUTTONDOWN, at: gear.center, in: session)
        mouse(SDL_MOUSEBUTTONUP, at: gear.center, in: session)
        let overlay = try XCTUnwrap(session.settingsOverlay, "the gear opens the settings")
        XCTAssertFalse(overlay.showsFocus, "no focus ring after opening with the mouse")
        toolbar.tick(now: try XCTUnwrap(toolbar.nextWakeUp), in: session)
        XCTAssertTrue(toolbar.isVisible, "the toolbar stays while the settings are open")
    }

    func testThePointerLeavingTheWindowShowsNoToolbar() throws {
        let session = try session()
        // X's LeaveNotify when the pointer is warped to the screen's corner
        // (as measure.sh parks it before its first key): SDL reports a
        // motion to the window's edge (it clamps the position), then the leave.
        mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: 699, y: 499), in: session)
        var leave = SDL_Event()
        leave.window.type = SDL_WINDOWEVENT.rawValue
        leave.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        session.handle(leave)
        XCTAssertNotEqual(session.toolbar?.isVisible, true, "no toolbar shown for a pointer that left")
        XCTAssertNil(session.toolbar?.nextWakeUp, "and no redraw 3 s later to hide it")
        mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: 300, y: 300), in: session)
        XCTAssertEqual(session.toolbar?.isVisible, true, "the pointer coming back shows it")
    }

    /// A layer that takes every event, as the ink tool takes the pointer.
    private final class GreedyLayer: SessionLayer {
        func handle(_ input: InputEvent, in host: LayerHost) -> Bool { true }
        func draw(in canvas: LayerCanvas) {}
    }

    func testMotionRevealsTheToolbarEvenWhenALayerBelowTakesIt() throws {
        let session = try session()
        mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: 300, y: 300), in: session)
        let toolbar = try XCTUnwrap(session.toolbar)
        toolbar.tick(now: try XCTUnwrap(toolbar.nextWakeUp), in: session)
        XCTAssertFalse(toolbar.isVisible)
        session.layers.insert(GreedyLayer(), at: 0)

        mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: 320, y: 300), in: session)
        XCTAssertTrue(toolbar.isVisible, "motion taken by a layer below the toolbar still reveals it")
    }

    func testThePenButtonTurnsTheInkToolOnAndOff() throws {
        let session = try session()
        mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: 300, y: 300), in: session)
        let toolbar = try XCTUnwrap(session.toolbar)
        XCTAssertEqual(toolbar.buttons, [.settings, .ink])
        let pen = try XCTUnwrap(toolbar.buttonFrames(in: session).first { $0.button == .ink }).frame
        func click() {
            mouse(SDL_MOUSEBUTTONDOWN, at: pen.center, in: session)
            mouse(SDL_MOUSEBUTTONUP, at: pen.center, in: session)
        }
        click()
        XCTAssertNotNil(session.inkTool, "the pen turns the ink tool on")
        XCTAssertTrue(try XCTUnwrap(session.layers.firstIndex { $0 is InkToolLayer })
                      < XCTUnwrap(session.layers.firstIndex { $0 is ToolbarLayer }), "the toolbar stays above the ink tool")
        click()
        XCTAssertNil(session.inkTool, "and off again")
    }

    func testAKioskWithoutInkHasNoPen() throws {
        let session = try session(configuration: ViewerConfiguration { $0.kiosk = KioskOptions(isEnabled: true) })
        mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: 300, y: 300), in: session)
        XCTAssertEqual(session.toolbar?.buttons, [.settings])
    }

    func testWithoutSettingsRowsThereIsNeitherOverlayNorGear() throws {
        let configuration = ViewerConfiguration {
            $0.settingsOptions = [.appearance]
            $0.allowedAppearanceModes = []
        }
        let session = try session(configuration: configuration)
        press(SDLK_COMMA, KMOD_LCTRL, in: session)
        XCTAssertNil(session.settingsOverlay, "only Default allowed leaves the Appearance row, and so the overlay, empty")
        mouse(SDL_MOUSEMOTION, at: ScreenPoint(x: 300, y: 300), in: session)
        XCTAssertEqual(session.toolbar?.buttons, [.ink], "the toolbar has no gear")
    }

    func testPanelIsLaidOutInOutputPixelsOnHiDPIScreens() {
        let rows = SettingsPanel(configuration: ViewerConfiguration(), values: SettingsValues()).rows
        let measure: (Double) -> (String, Double) -> Double = { scale in { text, size in Double(text.count) * size * 0.55 * scale } }
        let normal = SettingsOverlayGeometry(rows: rows, viewport: ViewportSize(width: 2000, height: 1500),
                                             style: OverlayStyle(scale: 1), measure: measure(1))
        let doubled = SettingsOverlayGeometry(rows: rows, viewport: ViewportSize(outputWidth: 4000, outputHeight: 3000,
                                                                                 windowWidth: 2000, windowHeight: 1500),
                                              style: OverlayStyle(scale: 2), measure: measure(2))
        XCTAssertEqual(doubled.frame.width, 2 * normal.frame.width, accuracy: 2)
        XCTAssertEqual(doubled.frame.height, 2 * normal.frame.height, accuracy: 2)
        XCTAssertEqual(doubled.layout.rowHeight, 2 * OverlayStyle.rowHeight)
        XCTAssertEqual(doubled.frame.maxX, 4000 - 2 * OverlayStyle.windowMargin, "anchored at the top right")
    }
}
