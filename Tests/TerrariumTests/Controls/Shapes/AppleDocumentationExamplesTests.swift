import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Code as Apple's documentation writes it compiles and draws.
@MainActor @Suite struct AppleDocumentationExamplesTests {
    struct Examples: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Circle().fill(.blue).frame(width: 10, height: 5)
                RoundedRectangle(cornerRadius: 8).stroke(.red).frame(height: 3)
                RoundedRectangle(cornerRadius: 25, style: .continuous).fill(Color.orange).frame(height: 2)
                Capsule().strokeBorder(.gray, lineWidth: 2).frame(height: 3)
                Text("x").foregroundStyle(.secondary)
                Text("y").foregroundStyle(.red)
                Text("z").foregroundStyle(.primary, .secondary)
                ProgressView(value: 0.5).progressViewStyle(.circular)
                Rectangle().fill(.tertiary).frame(width: 4, height: 1)
            }
        }
    }

    @Test func theyCompileAndDraw() {
        let host = TestHost(Examples(), size: Size(width: 20, height: 20))
        #expect(host.buffer[0, 2]?.style.background == .blue)
        #expect(host.lines()[5].hasPrefix("╭") && host.lines()[5].hasSuffix("╮"))
        #expect(host.buffer[10, 9]?.style.background == .orange)
        // Two columns wide, the capsule's border is two half rows of blocks, its ends rounded.
        #expect(host.lines()[10] == "▄" + String(repeating: "█", count: 18) + "▄")
        #expect(host.buffer[0, 13]?.style.attributes == .dim)
        #expect(host.buffer[0, 14]?.style.foreground == .red)
        #expect(host.lines()[16] == "◑")
        #expect(host.lines()[17] == "████")
    }
}
