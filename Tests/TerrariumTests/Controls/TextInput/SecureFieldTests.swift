import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A secure field edits as a text field does but never lets its text out: not on screen, in a
/// snapshot, to assistive technology, the inspector or the clipboard.
@MainActor @Suite struct SecureFieldTests {
    @MainActor final class Secret {
        var value = ""
        var binding: Binding<String> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    struct Login: View {
        let secret: Secret
        var body: some View {
            VStack(alignment: .leading) {
                TextField("User", text: .constant("ada"))
                SecureField("Password", text: secret.binding)
                    .copyable(["not the secret"])
            }
        }
    }

    /// A password with a wide character, an accented letter made of two scalars and a space.
    static let password = "hunter2 🌿e\u{301}"

    private func typedLogin(size: Size = Size(width: 30, height: 4)) -> (TestHost<Login>, Secret) {
        let secret = Secret()
        let host = TestHost(Login(secret: secret), size: size)
        host.press(.tab)
        host.press(.tab)
        host.type(Self.password)
        return (host, secret)
    }

    @Test func typingWritesTheBindingAndShowsOneBulletACharacter() {
        let (host, secret) = typedLogin()
        #expect(secret.value == Self.password)
        #expect(host.lines()[1] == String(repeating: "•", count: Self.password.count))
        #expect(host.columns(inRow: 1, with: .reverse) == [Self.password.count])
        host.press(.delete)
        #expect(secret.value == "hunter2 🌿")
        #expect(host.lines()[1] == "•••••••••")
    }

    @Test func anEmptyFieldShowsItsPromptOrTitleDimmed() {
        let secret = Secret()
        let host = TestHost(
            VStack {
                SecureField("Password", text: secret.binding)
                SecureField("PIN", text: secret.binding, prompt: Text("4 digits"))
            }, size: Size(width: 20, height: 2))
        #expect(host.lines() == ["Password", "4 digits"])
        #expect(host.buffer[0, 1]?.style.attributes.contains(.dim) == true)
        #expect(host.element(labeled: "PIN", role: .secureTextField)?.value == "")
    }

    @Test func theSecretIsInNoTextSnapshotOrPicture() {
        let (host, _) = typedLogin()
        for part in ["hunter", "🌿", "e\u{301}"] {
            #expect(!host.text.contains(part))
            #expect(!host.styledText.contains(part))
            #expect(!host.render().svg().contains(part))
            #expect(!String(decoding: host.lastFrameBytes, as: UTF8.self).contains(part))
        }
    }

    @Test func assistiveTechnologyAndTheInspectorReadOnlyBullets() {
        let (host, _) = typedLogin()
        let field = host.element(labeled: "Password", role: .secureTextField)
        #expect(field?.value == "•••")
        #expect(field?.isFocused == true)
        let everything = "\(host.allAccessibilityElements)" + host.inspectionDump + host.treeDescription
        #expect(!everything.contains("hunter"))
        #expect(everything.contains("•••"))
    }

    @Test func copyAndCutTakeNothingFromTheField() async throws {
        let (host, secret) = typedLogin()
        let clipboard = try #require(host.environment.clipboard)
        for key in host.environment.keyBindings[.copy] + host.environment.keyBindings[.cut] {
            host.press(key.key, modifiers: key.modifiers)
        }
        host.perform(.copy)
        host.perform(.cut)
        await clipboard.waitUntilIdle()
        let copied = try? await clipboard.read(String.self)
        #expect(copied != nil)
        #expect(copied?.contains("hunter") == false)
        #expect(secret.value == Self.password)
    }

    @Test func aClickFocusesTheField() {
        let secret = Secret()
        let host = TestHost(Login(secret: secret), size: Size(width: 30, height: 4))
        host.click(x: 3, y: 1)
        host.type("ok")
        #expect(secret.value == "ok")
        #expect(host.lines()[1] == "••")
    }

    @Test func pasteInsertsAtTheCursor() {
        let (host, secret) = typedLogin()
        host.press(.home)
        host.paste("ab\ncd")
        #expect(secret.value == "ab cd" + Self.password)
        #expect(host.lines()[1] == String(repeating: "•", count: 5 + Self.password.count))
    }

    @Test func aLongSecretScrollsByBulletsNotByTheWidthOfItsCharacters() {
        let secret = Secret()
        let host = TestHost(SecureField("Key", text: secret.binding).frame(width: 6), size: Size(width: 6, height: 1))
        host.press(.tab)
        host.type("🌿🌿🌿🌿🌿🌿🌿🌿")
        #expect(host.lines() == ["•••••"])
        #expect(host.columns(inRow: 0, with: .reverse) == [5])
    }

    @Test func aDisabledFieldIgnoresTypingAndIsDim() {
        let secret = Secret()
        secret.value = "x"
        let host = TestHost(SecureField("Key", text: secret.binding).disabled(true), size: Size(width: 6, height: 1))
        host.press(.tab)
        host.type("abc")
        #expect(secret.value == "x")
        #expect(host.lines() == ["•"])
        #expect(host.buffer[0, 0]?.style.attributes.contains(.dim) == true)
        #expect(host.element(labeled: "Key", role: .secureTextField)?.traits.contains(.isNotEnabled) == true)
    }
}

/// What editing a secret leaves behind, and what a key shows of it.
@MainActor @Suite struct SecureFieldEditingTests {
    @Test func controlWDeletesTheWholeSecretNotTheLastWord() {
        let secret = SecureFieldTests.Secret()
        let host = TestHost(SecureFieldTests.Login(secret: secret), size: Size(width: 30, height: 4))
        host.press(.tab)
        host.press(.tab)
        host.type("correct horse")
        host.press("w", modifiers: .control)
        // Stopping at the space would show where the secret's words end.
        #expect(secret.value == "")
    }

    @Test func aSecretIsNeverKeptInTheUndoHistory() {
        let secret = SecureFieldTests.Secret()
        let host = TestHost(SecureFieldTests.Login(secret: secret), size: Size(width: 30, height: 4))
        host.press(.tab)
        host.press(.tab)
        host.type("hunter2")
        host.environment.undoManager?.commitEditing()
        #expect(host.environment.undoManager?.canUndo == false)
        #expect(secret.value == "hunter2")
    }
}
