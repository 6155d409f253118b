import TerrariumTerminal
import TerrariumTesting
import TerrariumWidgets
import Testing

@MainActor @Suite struct PushButtonTests {
    @Test func drawsItsTitleBetweenBracketsReversedWhileFocused() {
        let button = PushButton("OK")
        #expect(button.sizeThatFits(.unspecified) == Size(width: 6, height: 1))
        let plain = CellBuffer(drawing: button, size: Size(width: 6, height: 1))
        #expect(plain.lines == ["[ OK ]"])
        #expect(plain.attributes(row: 0).allSatisfy { $0.isEmpty })
        button.focusDidChange(true)
        #expect(
            CellBuffer(drawing: button, size: Size(width: 6, height: 1)).attributes(row: 0).allSatisfy {
                $0 == .reverse
            })
        #expect(CellBuffer(drawing: PushButton("Water"), size: Size(width: 7, height: 1)).lines == ["[ Wa… ]"])
    }

    @Test func enterSpaceAndAClickTriggerThePrimaryAction() {
        let button = PushButton("OK")
        _ = CellBuffer(drawing: button, size: Size(width: 6, height: 1))
        var triggers = 0
        var changes = 0
        button.addAction(for: .primaryActionTriggered) { _ in triggers += 1 }
        button.addAction(for: .valueChanged) { _ in changes += 1 }
        #expect(button.handle(key(.return)))
        #expect(button.handle(key(" ")))
        #expect(button.handle(click(3, 0)))
        #expect(triggers == 3)
        #expect(changes == 0)
    }

    @Test func otherInputAndADisabledButtonTriggerNothing() {
        let button = PushButton("OK")
        _ = CellBuffer(drawing: button, size: Size(width: 6, height: 1))
        var triggers = 0
        button.addAction(for: .primaryActionTriggered) { _ in triggers += 1 }
        #expect(!button.handle(key("x")))
        #expect(!button.handle(key(" ", .control)))
        #expect(!button.handle(.mouse(MouseEvent(.press(.right), at: Point(x: 1, y: 0)))))
        button.isEnabled = false
        #expect(!button.handle(key(.return)))
        #expect(
            CellBuffer(drawing: button, size: Size(width: 6, height: 1)).attributes(row: 0).allSatisfy { $0 == .dim })
        #expect(triggers == 0)
    }
}
