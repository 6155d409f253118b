import TerrariumTerminal
import TerrariumWidgetProtocol
import Testing

@Suite struct WidgetKeyPatternTests {
    private func matches(_ pattern: String, _ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> Bool {
        WidgetKeyPattern.matches([pattern], KeyPress(key, modifiers: modifiers))
    }

    @Test func keyNamesMatchTheirKeysWithoutModifiers() {
        #expect(matches("left", .leftArrow))
        #expect(matches("enter", .return))
        #expect(matches("backspace", .delete))
        #expect(matches("delete", .deleteForward))
        #expect(matches("f35", .function(35)))
        #expect(matches("space", " "))
        #expect(matches("a", "a"))
        #expect(matches("+", "+"))
        #expect(!matches("left", .rightArrow))
        #expect(!matches("left", .leftArrow, .shift))
        #expect(!matches("a", "a", .control))
    }

    @Test func modifiersMustBeExactlyThoseHeld() {
        #expect(matches("ctrl+a", "a", .control))
        #expect(matches("alt+ctrl+a", "a", [.control, .option]))
        #expect(matches("ctrl+alt+a", "a", [.control, .option]))
        #expect(!matches("ctrl+a", "a", [.control, .option]))
        #expect(matches("shift+tab", .tab, .shift))
        #expect(!matches("tab", .tab, .shift))
        #expect(matches("cmd+s", "s", .command))
        #expect(matches("ctrl++", "+", .control))
        #expect(matches("ctrl+space", " ", .control))
        #expect(matches("left", .leftArrow, [.capsLock, .numLock]))
    }

    @Test func shiftOnACharacterKeyIsPartOfTheCharacter() {
        #expect(matches("A", "A"))
        #expect(matches("A", "A", .shift))
        #expect(matches("shift+a", "A"))
        #expect(matches("shift+a", "A", .shift))
        #expect(!matches("a", "A"))
        #expect(matches("ctrl+shift+a", "A", [.control, .shift]))
        #expect(matches("ctrl+A", "A", .control))
        #expect(matches("?", "?", .shift))
    }

    @Test func textMatchesPrintableCharactersWithShiftAtMost() {
        #expect(matches("text", "a"))
        #expect(matches("text", "A", .shift))
        #expect(matches("text", " "))
        #expect(matches("text", "é"))
        #expect(matches("text", "😀"))
        #expect(!matches("text", "a", .control))
        #expect(!matches("text", "a", .option))
        #expect(!matches("text", "a", .command))
        #expect(!matches("text", .return))
        #expect(!matches("text", .leftArrow))
        #expect(!matches("text", "\u{1}"))
    }

    @Test func allMatchesEveryKey() {
        #expect(matches("all", .escape))
        #expect(matches("all", "q", [.control, .option, .shift, .command]))
    }

    @Test func invalidPatternsMatchNothing() {
        for pattern in ["", "ctrl+", "hyper+a", "Left", "a+", "ctrl+ab", "f0", "f36", "f05", "++a", "ctrl++a"] {
            #expect(!WidgetKeyPattern.isValid(pattern), "\(pattern)")
            #expect(!WidgetKeyPattern.matches([pattern], KeyPress("a")), "\(pattern)")
        }
        #expect(WidgetKeyPattern.isValid("ctrl++"))
        #expect(WidgetKeyPattern.isValid("text"))
    }

    @Test func anyPatternOfTheListMatches() {
        #expect(WidgetKeyPattern.matches(["left", "right"], KeyPress(.rightArrow)))
        #expect(!WidgetKeyPattern.matches([], KeyPress(.rightArrow)))
    }

    @Test func keyNamesRoundTrip() {
        let keys: [KeyEquivalent] = [
            .return, .tab, .delete, .deleteForward, .escape, .upArrow, .downArrow, .leftArrow, .rightArrow, .home,
            .end, .pageUp, .pageDown, .insert, .function(1), .function(35), " ", "a", "Z", "+", "é",
        ]
        for key in keys {
            #expect(WidgetKeyName.key(named: WidgetKeyName.name(of: key)) == key)
            #expect(WidgetKeyPattern.matches([WidgetKeyName.name(of: key)], KeyPress(key)))
        }
    }
}
