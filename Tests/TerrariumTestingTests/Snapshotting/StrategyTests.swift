import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A small screen with a border, colours, a link and an explicit id.
private struct Badge: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Saved").bold().foregroundColor(.green).border()
            Text("docs").link("https://example.com").id("link")
        }
    }
}

@MainActor @Suite struct StrategyTests {
    @Test func textKeepsTrailingSpaces() {
        assertInlineSnapshot(of: Badge(), as: .text(width: 9, height: 6)) {
            """
            ┌─────┐ \u{20}
            │Saved│ \u{20}
            └─────┘ \u{20}
            docs    \u{20}
                    \u{20}
                    \u{20}
            """
        }
    }

    @Test func styledListsStylesAfterTheGrid() {
        assertInlineSnapshot(of: Badge(), as: .styled(width: 9, height: 6)) {
            """
            ┌─────┐ \u{20}
            │Saved│ \u{20}
            └─────┘ \u{20}
            docs    \u{20}
                    \u{20}
                    \u{20}
            ── styles ──
            row 1, cols 1–5: bold fg=green
            row 3, cols 0–3: link=https://example.com
            """
        }
    }

    @Test func ansiShowsTheFirstFrameBytes() {
        assertInlineSnapshot(of: Badge(), as: .ansi(width: 9, height: 6)) {
            """
            ␛]8;;␛\\␛[m
            ␛[H␛[2J┌─────┐␍␊
            │␛[1;32mSaved␛[m│␍␊
            └─────┘␍␊
            ␛]8;;https://example.com␛\\docs
            """
        }
    }

    @Test func ansiFollowsTheCapabilities() {
        let capabilities = TerminalCapabilities(colorDepth: .monochrome, synchronizedOutput: true, hyperlinks: false)
        assertInlineSnapshot(of: Badge(), as: .ansi(width: 9, height: 6, capabilities: capabilities)) {
            """
            ␛[?2026h␛[m
            ␛[H␛[2J┌─────┐␍␊
            │␛[1mSaved␛[m│␍␊
            └─────┘␍␊
            docs␛[?2026l
            """
        }
    }

    @Test func treeShowsTypesFramesAndIds() {
        assertInlineSnapshot(of: Badge(), as: .tree(width: 9, height: 6)) {
            """
            Badge
              VStack frame: (0, 0) 7x4
                TupleView
                  ModifiedContent<_, RendererModifier<BorderRenderer>> frame: (0, 0) 7x3
                    Text frame: (1, 1) 5x1
                  ModifiedContent<_, IdentityModifier<String>>
                    Text frame: (0, 3) 4x1 id: "link"
            """
        }
    }

    @Test func hostStrategiesRenderPendingChanges() {
        let host = ViewHost(rootView: Text("one"), size: Size(width: 5, height: 1))
        host.rootView = Text("two").italic()
        assertInlineSnapshot(of: host, as: .text) {
            """
            two \u{20}
            """
        }
        assertInlineSnapshot(of: host, as: .styled) {
            """
            two \u{20}
            ── styles ──
            row 0, cols 0–2: italic
            """
        }
        #expect(host.styledText == "two  \n── styles ──\nrow 0, cols 0–2: italic")
        assertInlineSnapshot(of: host, as: .tree) {
            """
            Text frame: (0, 0) 3x1
            """
        }
        assertInlineSnapshot(of: host, as: .ansi) {
            """
            ␛]8;;␛\\␛[m
            ␛[H␛[2J␛[3mtwo
            """
        }
    }

    @Test func anEmptyHostHasAnEmptyTree() {
        let host = ViewHost(rootView: EmptyView(), size: Size(width: 2, height: 1))
        assertInlineSnapshot(of: host, as: .tree) {
            """
            EmptyView
            """
        }
    }

    @Test func typeNamesKeepOnlyTheModifierOfModifiedContent() {
        #expect(TypeNames.short("Text") == "Text")
        #expect(TypeNames.short("VStack<TupleView<Pack{Text, Text}>>") == "VStack")
        #expect(
            TypeNames.short("ModifiedContent<VStack<TupleView<Pack{Text, Text}>>, PaddingModifier<Int>>")
                == "ModifiedContent<_, PaddingModifier<Int>>")
    }

    @Test func readableEscapesShowEveryControlCharacter() {
        let bytes: [UInt8] = Array("\u{1B}[2;3Hé\u{7}\t\u{7F}\r\n\u{1B}[5d\u{1B}[1mx".utf8)
        #expect(ReadableEscapes.string(from: bytes) == "␛[2;3Hé␇␉␡␍␊\n␛[5d␛[1mx")
        #expect(ReadableEscapes.string(from: Array("a\u{1B}[3;1Hb".utf8)) == "a\n␛[3;1Hb")
    }
}
