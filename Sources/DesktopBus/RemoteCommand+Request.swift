import CDesktopBus
import Viewer

extension RemoteCommand {
    /// The command a method call of `org.sdlpdf.Viewer` asks for.
    init(_ request: sdlpdf_bus_request) {
        let text = request.text.map { String(cString: $0) } ?? ""
        switch request.method {
        case SDLPDF_BUS_OPEN_DOCUMENT:
            let password = request.password.map { String(cString: $0) } ?? ""
            self = .openDocument(path: text, password: password.isEmpty ? nil : password,
                                 page: request.page < 0 ? nil : Int(request.page))
        case SDLPDF_BUS_GOTO_PAGE:
            self = .goToPage(Int(request.page))
        case SDLPDF_BUS_SET_APPEARANCE:
            self = .setAppearanceMode(text)
        case SDLPDF_BUS_HIGHLIGHT_RECTS:
            let rects = UnsafeBufferPointer(start: request.rects, count: request.rect_count).map {
                PageRect(x: min($0.x0, $0.x1), y: min($0.y0, $0.y1), width: abs($0.x1 - $0.x0), height: abs($0.y1 - $0.y0))
            }
            self = .highlight(page: Int(request.page), rects: rects)
        case SDLPDF_BUS_SYNCTEX_VIEW:
            self = .synctexView(input: text, line: Int(request.line), column: Int(request.column))
        default:
            self = .reload
        }
    }
}
