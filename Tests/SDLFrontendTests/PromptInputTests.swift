import Viewer
import XCTest
@testable import SDLFrontend

/// The prompts driven by synthetic input through a fake host, without a window.
final class PromptInputTests: XCTestCase {
    private final class Answers {
        var picked: [String] = []
    }

    private func choicePrompt(_ answers: Answers) -> ChoicePromptLayer {
        ChoicePromptLayer(question: "Save your ink?", detail: "", choices: [
            .init(title: "Save (S)", key: .character("s"), isCancel: false) { answers.picked.append("save") },
            .init(title: "Discard (D)", key: .character("d"), isCancel: false) { answers.picked.append("discard") },
            .init(title: "Cancel (Esc)", key: .character("c"), isCancel: true) { answers.picked.append("cancel") },
        ])
    }

    func testAChoicePromptTakesAllKeysAndAnswersWithItsKeysEnterOrEscape() {
        let host = FakeLayerHost()
        let answers = Answers()
        let prompt = choicePrompt(answers)
        XCTAssertTrue(prompt.handle(.key(.character("j")), in: host), "other keys do nothing but are taken")
        XCTAssertTrue(prompt.handle(.keyDown(nil, isRepeat: false), in: host))
        XCTAssertTrue(prompt.handle(.text("j"), in: host))
        XCTAssertTrue(prompt.handle(.press(ScreenPoint(x: 1, y: 1)), in: host), "clicks do not reach the pages")
        XCTAssertFalse(prompt.handle(.move(ScreenPoint(x: 1, y: 1)), in: host), "the pointer still moves")
        XCTAssertTrue(prompt.handle(.release(ScreenPoint(x: 1, y: 1)), in: host))
        XCTAssertEqual(answers.picked, [], "a click beside the buttons answers nothing")
        XCTAssertEqual(host.actions, [])

        XCTAssertTrue(prompt.handle(.key(.right), in: host))
        XCTAssertTrue(prompt.handle(.key(.enter), in: host))
        XCTAssertEqual(answers.picked, ["discard"], "Right moved the focus to the second answer")
        XCTAssertEqual(host.actions, [.remove(ObjectIdentifier(prompt))])

        let escaped = choicePrompt(answers)
        XCTAssertTrue(escaped.handle(.key(.escape), in: host))
        let keyed = choicePrompt(answers)
        XCTAssertTrue(keyed.handle(.key(.character("s"), .shift), in: host), "Shift+S is the S key too")
        XCTAssertEqual(answers.picked, ["discard", "cancel", "save"])
    }

    func testAPathPromptEditsItsFieldAndKeepsItWhenTheAnswerIsRefused() {
        let host = FakeLayerHost()
        var tried: [String] = []
        var cancelled = false
        let prompt = PathPromptLayer(question: "Save as:", suggestion: "/tmp/a", hint: "",
                                     answer: { tried.append($0); return tried.count == 1 ? "it exists" : nil },
                                     cancel: { cancelled = true })
        XCTAssertTrue(prompt.handle(.text("bc"), in: host))
        XCTAssertTrue(prompt.handle(.key(.backspace), in: host))
        XCTAssertTrue(prompt.handle(.text("ü.pdf"), in: host))
        XCTAssertTrue(prompt.handle(.key(.character("q")), in: host), "a key press is not text: the text comes on its own")
        XCTAssertEqual(prompt.text, "/tmp/abü.pdf")

        XCTAssertTrue(prompt.handle(.key(.enter), in: host))
        XCTAssertEqual(tried, ["/tmp/abü.pdf"])
        XCTAssertEqual(host.actions, [], "a refused answer keeps the prompt")
        XCTAssertTrue(prompt.handle(.key(.enter), in: host))
        XCTAssertEqual(host.actions, [.stopTextInput, .remove(ObjectIdentifier(prompt))])
        XCTAssertFalse(cancelled)

        let other = PathPromptLayer(question: "Save as:", suggestion: "", hint: "", answer: { _ in nil },
                                    cancel: { cancelled = true })
        host.forgetRequests()
        XCTAssertTrue(other.handle(.key(.escape), in: host))
        XCTAssertTrue(cancelled)
        XCTAssertEqual(host.actions, [.stopTextInput, .remove(ObjectIdentifier(other))])
    }

    func testThePasswordPromptTriesWhatWasTypedAndEscapeQuits() {
        let host = FakeLayerHost()
        host.password = "pw"
        let prompt = PasswordPromptLayer(fileName: "secret.pdf", rejected: false)
        XCTAssertTrue(prompt.handle(.text("no"), in: host))
        XCTAssertTrue(prompt.handle(.key(.enter), in: host))
        XCTAssertEqual(host.actions, [.unlock("no")], "a wrong password keeps text input on")
        XCTAssertTrue(prompt.handle(.text("px"), in: host))
        XCTAssertTrue(prompt.handle(.key(.backspace), in: host))
        XCTAssertTrue(prompt.handle(.text("w"), in: host))
        XCTAssertTrue(prompt.handle(.key(.enter), in: host))
        XCTAssertEqual(host.actions, [.unlock("no"), .unlock("pw"), .stopTextInput], "the field was emptied after the refusal")

        host.forgetRequests()
        XCTAssertTrue(PasswordPromptLayer(fileName: "secret.pdf", rejected: true).handle(.key(.escape), in: host))
        XCTAssertEqual(host.actions, [.quit])
    }
}
