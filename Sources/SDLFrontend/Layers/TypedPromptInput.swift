import Viewer

/// What the prompts a line is typed into (`OpenPromptLayer`, `PathPromptLayer`)
/// do with input other than typing: they keep key releases and clicks from
/// the layers below, and let mouse motion (the pointer's cursor), window
/// changes and quitting through.
enum TypedPromptInput {
    /// Whether a typed prompt keeps `input`, which is not text or a key press.
    static func keeps(_ input: InputEvent) -> Bool {
        switch input {
        case .pointer(let pointer):
            if case (.moved, .mouse) = (pointer.event, pointer.source) { return false }
            return true
        case .window, .quit:
            return false
        case .keyDown, .keyUp, .text:
            return true
        }
    }
}
