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
            receiveSize(sizing)
        case .value(let name, let value):
            // The widget already has it: sending it back would only echo. A refused value is
            // replaced at once by the binding's own, which the widget is sent again.
            sentProperties[name] = value
            if let refusal = onValueChange(name, value) {
                record(.warning, "value refused: \(name) = \(Self.describe(value)): \(refusal)")
                showNotice("⚠ refused \(name) = \(Self.describe(value)): \(refusal)")
                flush()
            }
        case .keys(let patterns):
            keyPatterns = patterns
        case .focus(let move):
            _ = host?.widgetRequestsFocusMove(self, move)
        case .log(let level, let message):
            record(level, message)
        case .done(let sequence, let consumed):
            // An answer to nothing would hide a widget that answers nothing at all.
            guard sequence > sequenceAtStart, sequence <= self.sequence else {
                fail(.malformed("it sent done for seq \(sequence), which the host never sent it"))
                return
            }
            unanswered.removeAll { $0.sequence <= sequence }
            answerProposals(upTo: sequence)
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
        sizing = hello.sizing ?? Self.defaultSizing
        // The frame is told once the layout has used this sizing, not the placeholder's size.
        wantedFrame = nil
        host?.widgetNeedsLayout(self)
        phase = .running
        transport?.send(
            .welcome(
                WidgetWelcome(granted: grantedPermissions, refused: hello.permissions.subtracting(grantedPermissions))))
        flush()
        host?.widgetNeedsDisplay(self)
    }

    /// Takes a `size`: the answer to the `propose` the widget is answering, or else its new
    /// sizing, which the layout uses for every proposal from then on.
    private func receiveSize(_ sizing: WidgetSizing) {
        // Messages are answered in order: what comes before the oldest unanswered message's
        // `done` was caused by it.
        if let oldest = unanswered.first?.sequence, pendingProposals[oldest] != nil {
            pendingProposals[oldest]?.answer = sizing
            return
        }
        guard sizing != self.sizing else { return }
        self.sizing = sizing
        proposalsSent = []
        proposalAnswers = [:]
        proposalGuesses = [:]
        host?.widgetNeedsLayout(self)
    }

    /// Records the answers to the `propose` messages up to `sequence`: the `size` sent before
    /// their `done`, or without one the sizing the widget holds; lays out again when an answer
    /// differs from what the layout was given.
    private func answerProposals(upTo sequence: Int) {
        var changed = false
        for (proposed, entry) in pendingProposals where proposed <= sequence {
            pendingProposals[proposed] = nil
            guard let answer = (entry.answer ?? sizing)?.sizeThatFits(entry.proposal) else { continue }
            proposalAnswers[entry.proposal] = answer
            if proposalGuesses[entry.proposal] != answer { changed = true }
        }
        if changed { host?.widgetNeedsLayout(self) }
    }

    /// Keeps a line of the widget's log.
    func record(_ level: WidgetLogLevel, _ message: String) {
        let line = message.count > Self.logLineLimit ? String(message.prefix(Self.logLineLimit - 1)) + "…" : message
        log.append((level, line))
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

    /// `value` as JSON, cut to 80 characters, for the log.
    static func describe(_ value: WidgetValue) -> String {
        let text = String(decoding: WidgetJSON.encode(value), as: UTF8.self)
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
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
