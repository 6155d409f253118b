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
            guard press.phase.contains(.down) || press.phase.contains(.repeat) else { return false }
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
