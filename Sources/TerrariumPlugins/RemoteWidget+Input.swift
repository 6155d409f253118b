public import TerrariumTerminal
import TerrariumWidgetProtocol

extension RemoteWidget {
    /// Sends input the widget asked for; returns whether the widget takes it.
    ///
    /// The host must answer at once whether an event bubbles, and never waits for a process: a
    /// key goes to a process widget only when it matches the key patterns it declared, and is
    /// then consumed. A library widget answers before `send` returns, so its own answer counts.
    public func handle(_ event: InputEvent) -> Bool {
        guard phase == .running, let hello else { return false }
        let message: (Int) -> HostMessage
        let declared: Bool
        switch event {
        case .key(let press):
            // Releases are not sent; a widget never gets the app's own keys, whatever it declared.
            guard press.phase.contains(.down) || press.phase.contains(.repeat), !Self.isAppKey(press) else {
                return false
            }
            declared = WidgetKeyPattern.matches(keyPatterns, press)
            message = { .key(sequence: $0, press) }
        case .mouse(let mouse):
            declared = hello.features.contains("mouse")
            message = { .mouse(sequence: $0, mouse) }
        case .paste(let text):
            declared = hello.features.contains("paste") && grantedPermissions.contains(.clipboard)
            message = { .paste(sequence: $0, text) }
        case .focus, .reply:
            return false
        }
        guard let transport else { return false }
        if transport.isSynchronous {
            let sequence = send(message)
            guard let answer = lastConsumed, answer.sequence == sequence else { return false }
            return answer.consumed ?? declared
        }
        guard declared else { return false }
        send(message)
        return true
    }

    /// Whether `press` is one of the keys that stay the app's: Ctrl+C (quit), Ctrl+Z (suspend),
    /// and Tab and Shift+Tab (focus), which a widget gives away with a `focus` message instead.
    static func isAppKey(_ press: KeyPress) -> Bool {
        let modifiers = press.modifiers.intersection([.shift, .control, .option, .command])
        switch press.key {
        case .character("c"), .character("z"): return modifiers == .control
        case .tab: return modifiers.subtracting(.shift).isEmpty
        default: return false
        }
    }

    /// Whether the widget takes focus: it said so, and it is running.
    public var acceptsFocus: Bool {
        phase == .running && hello?.focusable == true
    }

    /// Tells the widget it gained or lost focus.
    public func focusDidChange(_ isFocused: Bool) {
        wantedFocus = isFocused
        flush()
    }
}
