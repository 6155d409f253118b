import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct TextInputSnapshotTests {
    struct Settings: View {
        @State private var name = ""
        @State private var password = "correct horse"
        @State private var notes = "Water when the top two centimetres of soil are dry; mist in summer."
        @State private var height = 120

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name, prompt: Text("Required"))
                SecureField("Password", text: $password)
                TextField("Notes", text: $notes, axis: .vertical)
                    .lineLimit(2...4)
                TextField("Height", value: $height, format: .number)
                    .submitLabel(.done)
                SecureField("PIN", text: .constant("1234")).disabled(true)
            }
        }
    }

    @Test func everyFieldAt80x24WithThePasswordFocused() {
        let host = TestHost(Settings(), size: Size(width: 80, height: 24))
        host.press(.tab)
        host.press(.tab)
        assertEverySnapshot(of: host)
        #expect(!host.styledText.contains("horse"))
    }

    @Test func everyFieldAt40x12WithTheNotesFocused() {
        let host = TestHost(Settings(), size: Size(width: 40, height: 12))
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        assertEverySnapshot(of: host)
    }

    @Test func monochromeKeepsThePromptAndCursorVisible() {
        let host = TestHost(Settings(), size: Size(width: 40, height: 12), environment: monochrome())
        host.press(.tab)
        assertSnapshot(of: host, as: .styled)
        // The prompt is dim and the cursor reversed, with no colour.
        #expect(host.buffer[0, 0]?.style.attributes == [.dim, .reverse])
        #expect(host.buffer[0, 0]?.style.foreground == .default)
    }
}
