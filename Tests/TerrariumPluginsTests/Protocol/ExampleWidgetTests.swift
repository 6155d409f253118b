import Foundation
import TerrariumTerminal
import TerrariumTesting
import TerrariumWidgetProtocol
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The example widgets, beside the sample app.
private let widgetsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples/WidgetPlugins/Widgets")

/// One example widget run as a process, with the test as its host.
private final class ExampleWidget {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var decoder = WidgetFrameDecoder()

    /// Starts `script` by its `#!` line, so the test also checks that it is executable.
    init(_ script: String) throws {
        // A widget that dies early must fail the test, not end the test process on a write.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = widgetsDirectory.appendingPathComponent(script)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // A widget that stops answering is ended, so the test fails instead of waiting forever.
        let watched = WatchedProcess(process)
        DispatchQueue.global().asyncAfter(deadline: .now() + 20) { watched.terminate() }
    }

    func send(_ messages: HostMessage...) {
        for message in messages { input.fileHandleForWriting.write(Data(WidgetMessageCoder.frame(message))) }
    }

    /// The next message, nil at the end of the widget's output.
    func receive() throws -> WidgetMessage? {
        while true {
            if let payload = try decoder.nextPayload() { return try WidgetMessageCoder.widgetMessage(from: payload) }
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { return nil }
            decoder.append(data)
        }
    }

    /// The first message, which must be a hello.
    func hello() throws -> WidgetHello {
        let message = try #require(try receive())
        guard case .hello(let hello) = message else { throw ExampleWidgetError.expectedHello(message) }
        return hello
    }

    /// The messages up to and including the `done` for `sequence`.
    func messages(through sequence: Int) throws -> [WidgetMessage] {
        var messages: [WidgetMessage] = []
        while let message = try receive() {
            messages.append(message)
            if case .done(sequence, _) = message { return messages }
        }
        Issue.record(
            "the widget ended before done \(sequence): \(messages), status \(closeInput()), stderr: \(standardError())")
        return messages
    }

    /// Sends `shutdown` and returns the exit status.
    func shutDown() -> Int32 {
        send(.shutdown)
        return closeInput()
    }

    /// Ends the widget's input and returns its exit status.
    func closeInput() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What the widget wrote to standard error, once it has exited.
    func standardError() -> String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

private enum ExampleWidgetError: Error {
    case expectedHello(WidgetMessage)
}

/// A process the watchdog may end from another thread.
private final class WatchedProcess: @unchecked Sendable {
    private let process: Process

    init(_ process: Process) { self.process = process }

    func terminate() {
        if process.isRunning { process.terminate() }
    }
}

/// The text of every run of the last drawing in `messages`.
private func drawnText(_ messages: [WidgetMessage]) -> String? {
    for case .draw(let drawing) in messages.reversed() {
        return drawing.rows.flatMap(\.runs).map(\.text).joined()
    }
    return nil
}

private func done(_ messages: [WidgetMessage]) -> WidgetMessage? {
    messages.last
}

@Suite struct ExampleWidgetTests {
    @Test(.requires("python3"))
    func ratingInPython() throws {
        let widget = try ExampleWidget("rating.py")
        let fields = try widget.hello()
        #expect(fields.protocolVersion == WidgetProtocol.version)
        #expect(fields.name == "rating.py")
        #expect(fields.focusable)
        #expect(fields.features == ["mouse", "focus"])
        #expect(fields.permissions == [.clipboard])
        #expect(fields.environment == ["colorScheme"])
        #expect(WidgetKeyPattern.matches(fields.keys, KeyPress(.rightArrow)))
        #expect(WidgetKeyPattern.matches(fields.keys, KeyPress("c")))
        #expect(!WidgetKeyPattern.matches(fields.keys, KeyPress(.tab)))
        #expect(fields.sizing == WidgetSizing(ideal: Size(width: 9, height: 1)))

        widget.send(
            .welcome(WidgetWelcome(granted: [], refused: [.clipboard])),
            .environment(sequence: 1, ["colorScheme": "dark"]),
            .properties(sequence: 2, ["rating": 3], transaction: WidgetTransaction()),
            .frame(sequence: 3, size: Size(width: 9, height: 1)))
        #expect(try widget.messages(through: 1) == [.done(sequence: 1, consumed: nil)])
        #expect(try widget.messages(through: 2) == [.done(sequence: 2, consumed: nil)])
        let framed = try widget.messages(through: 3)
        #expect(drawnText(framed) == "★ ★ ★ ☆ ☆")

        widget.send(.key(sequence: 4, KeyPress(.rightArrow)))
        let right = try widget.messages(through: 4)
        #expect(right.first == .value(name: "rating", 4))
        #expect(drawnText(right) == "★ ★ ★ ★ ☆")
        #expect(done(right) == .done(sequence: 4, consumed: true))

        widget.send(.properties(sequence: 5, ["ascii": true], transaction: WidgetTransaction()))
        #expect(drawnText(try widget.messages(through: 5)) == "* * * * .")

        widget.send(.mouse(sequence: 6, MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        let click = try widget.messages(through: 6)
        #expect(click.first == .value(name: "rating", 2))
        #expect(drawnText(click) == "* * . . .")

        widget.send(.key(sequence: 7, KeyPress("c")))
        let copy = try widget.messages(through: 7)
        guard case .log(.warning, let message) = copy.first else {
            Issue.record("expected a warning that copying was refused, got \(copy)")
            return
        }
        #expect(message.contains("refused"))

        #expect(widget.shutDown() == 0)
    }

    @Test(.requires("python3"))
    func ratingCopiesWhenTheClipboardIsGranted() throws {
        let widget = try ExampleWidget("rating.py")
        _ = try widget.hello()
        widget.send(
            .welcome(WidgetWelcome(granted: [.clipboard])),
            .properties(sequence: 1, ["rating": 4, "maximum": 7], transaction: WidgetTransaction()),
            .key(sequence: 2, KeyPress("c")))
        let resized = try widget.messages(through: 1)
        #expect(resized.first == .size(WidgetSizing(ideal: Size(width: 13, height: 1))))
        #expect(try widget.messages(through: 2).first == .copy("Rating: 4/7"))
        // The end of input ends the widget as shutdown does.
        #expect(widget.closeInput() == 0)
        #expect(widget.standardError() == "")
    }

    @Test(.requires("sh"))
    func meterInShell() throws {
        let widget = try ExampleWidget("meter.sh")
        let fields = try widget.hello()
        #expect(fields.name == "meter.sh")
        #expect(fields.focusable)
        #expect(fields.sizing == WidgetSizing(ideal: Size(width: 11, height: 1)))
        for key in [KeyPress("+"), KeyPress("-"), KeyPress(.leftArrow), KeyPress(.rightArrow)] {
            #expect(WidgetKeyPattern.matches(fields.keys, key))
        }

        widget.send(
            .welcome(WidgetWelcome()),
            .properties(sequence: 1, ["rating": 3], transaction: WidgetTransaction()),
            .frame(sequence: 2, size: Size(width: 11, height: 1)))
        #expect(drawnText(try widget.messages(through: 1)) == "[###--] 3/5")
        #expect(drawnText(try widget.messages(through: 2)) == "[###--] 3/5")

        widget.send(.key(sequence: 3, KeyPress(.rightArrow)))
        let right = try widget.messages(through: 3)
        #expect(right.first == .value(name: "rating", 4))
        #expect(drawnText(right) == "[####-] 4/5")
        #expect(done(right) == .done(sequence: 3, consumed: true))

        widget.send(.key(sequence: 4, KeyPress("+")), .key(sequence: 5, KeyPress("+")))
        let up = try widget.messages(through: 4) + widget.messages(through: 5)
        #expect(up.filter { if case .value = $0 { true } else { false } } == [.value(name: "rating", 5)])
        #expect(drawnText(up) == "[#####] 5/5")

        widget.send(.focus(sequence: 6, isFocused: true), .paste(sequence: 7, "ignored \"seq\":9"))
        #expect(drawnText(try widget.messages(through: 6)) == "[#####] 5/5")
        #expect(try widget.messages(through: 7) == [.done(sequence: 7, consumed: nil)])

        #expect(widget.shutDown() == 0)
    }
}
