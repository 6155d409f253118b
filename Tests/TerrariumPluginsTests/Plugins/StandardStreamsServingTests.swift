import Foundation
import TerrariumTerminal
import TerrariumWidgetProtocol
import Testing

/// The sample's widget served as a process, over standard input and output, by the plugin kit.
@Suite(.enabled(if: PluginFixtures.swiftc != nil, "swiftc is not on PATH: the program cannot be built"))
struct StandardStreamsServingTests {
    @Test func theSameWidgetAnswersFramesOverItsStandardStreams() async throws {
        let libraries = try await PluginFixtures.libraries()
        let messages: [HostMessage] = [
            .welcome(WidgetWelcome()), .frame(sequence: 1, size: Size(width: 7, height: 1)),
            .key(sequence: 2, KeyPress(.rightArrow)), .key(sequence: 3, KeyPress("x")),
            .key(sequence: 4, KeyPress(.tab)),
            .shutdown,
        ]
        let (output, status) = try run(libraries.starsProcess, input: messages.flatMap(WidgetMessageCoder.frame))
        #expect(status == 0)
        var decoder = WidgetFrameDecoder()
        decoder.append(output)
        var received: [WidgetMessage] = []
        while let payload = try decoder.nextPayload() {
            received.append(try WidgetMessageCoder.widgetMessage(from: payload))
        }
        let yellow = Style(foreground: .yellow)
        #expect(received.count == 9)
        guard case .hello(let hello) = received.first else {
            Issue.record("the first message is not a hello: \(received)")
            return
        }
        #expect(hello.name == "Stars")
        #expect(
            Array(received.dropFirst()) == [
                .draw(WidgetDrawing(clears: true, rows: [WidgetDrawing.Row(y: 0, runs: [WidgetRun(" ☆☆☆☆☆")])])),
                .done(sequence: 1, consumed: nil),
                .value(name: "rating", 1),
                .draw(
                    WidgetDrawing(rows: [
                        WidgetDrawing.Row(y: 0, x: 1, runs: [WidgetRun("★", style: yellow), WidgetRun("☆☆☆☆")])
                    ])),
                .done(sequence: 2, consumed: true),
                .done(sequence: 3, consumed: false),
                .focus(.next), .done(sequence: 4, consumed: false),
            ])
    }

    @Test func aMalformedFrameEndsTheProcessWithAReason() async throws {
        let libraries = try await PluginFixtures.libraries()
        let (_, status) = try run(libraries.starsProcess, input: Array("x\n".utf8))
        #expect(status == 1)
    }

    /// Runs `program` with `input` on its standard input, and returns its output and exit status.
    private func run(_ program: String, input: [UInt8]) throws -> ([UInt8], Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (Array(output), process.terminationStatus)
    }
}
