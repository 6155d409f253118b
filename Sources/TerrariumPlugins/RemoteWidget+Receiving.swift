import Foundation
import Terrarium
import TerrariumPOSIX
import TerrariumTerminal
public import TerrariumWidgetProtocol

extension RemoteWidget: WidgetTransportReceiver {
    /// Handles a message from the widget.
    public func transportDidReceive(_ message: WidgetMessage) {
        guard phase == .starting || phase == .running else { return }
        if case .hello(let hello) = message {
            receiveHello(hello)
            return
        }
        guard phase == .running else {
            fail(.malformed("it sent \(Self.kind(of: message)) before its hello"))
            return
        }
        switch message {
        case .hello: break
        case .draw(let drawing):
            heldDrawings.append(drawing)
            showHeldDrawings()
        case .size(let sizing):
            guard sizing != self.sizing else { break }
            self.sizing = sizing
            proposalsSent = []
            host?.widgetNeedsLayout(self)
        case .value(let name, let value):
            // The widget already has it: sending it back would only echo.
            sentProperties[name] = value
            onValueChange(name, value)
        case .keys(let patterns):
            keyPatterns = patterns
        case .focus(let move):
            _ = host?.widgetRequestsFocusMove(self, move)
        case .log(let level, let message):
            record(level, message)
        case .done(let sequence, let consumed):
            unanswered.removeAll { $0.sequence <= sequence }
            lastConsumed = (sequence, consumed)
            showHeldDrawings()
        case .copy(let text):
            copy(text)
        case .run(let request, let executable, let arguments):
            run(request: request, executable: executable, arguments: arguments)
        }
    }

    /// Handles the end of the widget, or its breaking the protocol.
    public func transportDidFail(_ failure: WidgetFailure) {
        fail(failure)
    }

    /// Checks the widget's hello, answers it and sends the view's values.
    private func receiveHello(_ hello: WidgetHello) {
        guard phase == .starting else {
            fail(.malformed("it said hello twice"))
            return
        }
        // Kept even when refused, so the placeholder names the widget.
        self.hello = hello
        guard hello.protocolVersion == WidgetProtocol.version else {
            // The widget learns which version the host speaks before it is told to end.
            transport?.send(.welcome(WidgetWelcome(refused: hello.permissions)))
            fail(
                .refused(
                    "it speaks protocol version \(hello.protocolVersion); this host speaks \(WidgetProtocol.version)"))
            return
        }
        grantedPermissions = hello.permissions.intersection(options.permissions)
        canvas.keepsLinks = grantedPermissions.contains(.network)
        keyPatterns = hello.keys
        if let sizing = hello.sizing, sizing != self.sizing {
            self.sizing = sizing
            host?.widgetNeedsLayout(self)
        }
        phase = .running
        transport?.send(
            .welcome(
                WidgetWelcome(granted: grantedPermissions, refused: hello.permissions.subtracting(grantedPermissions))))
        flush()
        host?.widgetNeedsDisplay(self)
    }

    /// Keeps a line of the widget's log.
    func record(_ level: WidgetLogLevel, _ message: String) {
        log.append((level, message))
        if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
    }

    /// Puts `text` on the clipboard when the widget holds `clipboard`.
    private func copy(_ text: String) {
        guard grantedPermissions.contains(.clipboard) else {
            record(.warning, "copy refused: the clipboard permission was not granted")
            return
        }
        guard let clipboard else {
            record(.warning, "copy dropped: this host has no clipboard")
            return
        }
        Task { _ = await clipboard.write(text) }
    }

    /// Runs a program for the widget when it holds `commands`, and answers with its outcome.
    private func run(request: Int, executable: String, arguments: [String]) {
        guard grantedPermissions.contains(.commands) else {
            send {
                .ran(
                    sequence: $0,
                    WidgetCommandResult(request: request, status: nil, error: "refused"))
            }
            return
        }
        let generation = restartCount
        Task { [weak self] in
            let outcome = await Task.detached {
                let path = ChildProcess.find(executable, path: ProcessInfo.processInfo.environment["PATH"])
                return path.map {
                    ChildProcess.run(
                        $0, arguments: arguments, captureOutput: true, outputLimit: 64 << 10, timeout: .seconds(10))
                }
            }.value
            guard let self, self.phase == .running, self.restartCount == generation else { return }
            let result =
                if let outcome {
                    WidgetCommandResult(
                        request: request, status: outcome.exitStatus.map(Int.init),
                        output: String(decoding: outcome.output, as: UTF8.self), error: outcome.failure)
                } else {
                    WidgetCommandResult(request: request, status: nil, error: "\(executable): not found")
                }
            self.send { .ran(sequence: $0, result) }
        }
    }

    /// The message's type as the protocol names it, for errors.
    static func kind(of message: WidgetMessage) -> String {
        switch message {
        case .hello: "hello"
        case .draw: "draw"
        case .size: "size"
        case .value: "value"
        case .keys: "keys"
        case .focus: "focus"
        case .log: "log"
        case .done: "done"
        case .copy: "copy"
        case .run: "run"
        }
    }
}
