import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ButtonStyleTests {
    /// Parentheses instead of brackets; the button still handles its input.
    struct PillButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("(")
                configuration.label
                Text(")")
            }
        }
    }

    /// Runs the action only on a second press of Return: the style decides when it runs.
    struct ConfirmingButtonStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View { Confirming(configuration: configuration) }

        struct Confirming: View {
            let configuration: PrimitiveButtonStyleConfiguration
            @State private var armed = false
            var body: some View {
                Button(armed ? "Sure?" : "Delete") {
                    if armed { configuration.trigger() }
                    armed.toggle()
                }
            }
        }
    }

    final class Counter {
        var count = 0
    }

    struct Buttons: View {
        let counter: Counter
        var body: some View {
            VStack(alignment: .leading) {
                Button("Save") { counter.count += 1 }.buttonStyle(.bordered)
                Button("Send") { counter.count += 10 }.buttonStyle(.borderedProminent)
                Button("Skip") { counter.count += 100 }.buttonStyle(.borderless)
                Button("Open") { counter.count += 1000 }.buttonStyle(PillButtonStyle())
                Button("Wipe") { counter.count += 10000 }.buttonStyle(ConfirmingButtonStyle())
                Button("Plain") { counter.count += 100_000 }.buttonStyle(.plain)
            }
        }
    }

    @Test func eachBuiltInStyleDrawsItsOwnShape() {
        let host = TestHost(Buttons(counter: Counter()), size: Size(width: 20, height: 6))
        #expect(host.lines() == ["[ Save ]", "[ Send ]", "Skip", "(Open)", "[ Delete ]", "Plain"])
        // The prominent button is reversed in the tint from bracket to bracket.
        #expect(host.buffer[1, 1]?.style.attributes.contains(.reverse) == true)
        #expect(host.buffer[3, 1]?.style.foreground == EnvironmentValues().tint)
        #expect(host.buffer[0, 1]?.style.attributes.contains(.reverse) == false)
        #expect(host.element(labeled: "Open", role: .button) != nil)
    }

    @Test func styledButtonsStillTakeFocusKeysAndClicks() {
        let counter = Counter()
        let host = TestHost(Buttons(counter: counter), size: Size(width: 20, height: 6))
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.tab)
        // A borderless button shows focus by being reversed whole.
        #expect(host.buffer[0, 2]?.style.attributes.contains(.reverse) == true)
        host.press(.tab)
        host.press(.return)
        #expect(counter.count == 1000)
        host.click(x: 1, y: 2)
        #expect(counter.count == 1100)
        host.click(x: 2, y: 3)
        #expect(counter.count == 2100)
    }

    @Test func aPrimitiveStyleDecidesWhenTheActionRuns() {
        let counter = Counter()
        let host = TestHost(Buttons(counter: counter), size: Size(width: 20, height: 6))
        host.click(x: 3, y: 4)
        #expect(counter.count == 0)
        #expect(host.lines()[4] == "[ Sure? ]")
        host.click(x: 3, y: 4)
        #expect(counter.count == 10000)
    }

    @Test func aDestructiveRoleReachesTheStylesConfiguration() {
        struct RoleStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(configuration.role == .destructive ? "!" : "-")
            }
        }
        let host = TestHost(
            VStack { Button("Remove", role: .destructive) {}.buttonStyle(RoleStyle()) }, size: Size(width: 4, height: 1)
        )
        #expect(host.lines() == ["!"])
    }

    @Test func everyStyleAt80x24() {
        let host = TestHost(Buttons(counter: Counter()), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        assertEverySnapshot(of: host)
    }

    @Test func everyStyleAt40x12() {
        let host = TestHost(Buttons(counter: Counter()), size: Size(width: 40, height: 12), environment: monochrome())
        host.focusAtLaunch()
        host.press(.tab)
        assertEverySnapshot(of: host)
    }
}

/// `ButtonStyleConfiguration.isPressed` is true from the mouse's press on the button until its
/// release, wherever the release is.
@MainActor @Suite struct ButtonPressedTests {
    struct PressStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text(configuration.isPressed ? "*" : " ")
                configuration.label
            }
        }
    }

    final class Counter {
        var count = 0
    }

    @Test func aStyleSeesThePressUntilTheRelease() {
        let counter = Counter()
        let host = TestHost(
            VStack(alignment: .leading) {
                Button("Water") { counter.count += 1 }.buttonStyle(PressStyle())
                Text("elsewhere")
            }, size: Size(width: 12, height: 2))
        #expect(host.lines()[0] == " Water")
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        #expect(host.lines()[0] == "*Water")
        // The action ran on the press, as a click's does.
        #expect(counter.count == 1)
        // Released away from the button, it is up again all the same.
        host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 1))))
        #expect(host.lines()[0] == " Water")
        #expect(counter.count == 1)
    }

    @Test func aDisabledButtonIsNeverPressed() {
        let host = TestHost(
            Button("Water") {}.buttonStyle(PressStyle()).disabled(true), size: Size(width: 12, height: 1))
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        #expect(host.lines()[0] == " Water")
        host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 0))))
    }
}
