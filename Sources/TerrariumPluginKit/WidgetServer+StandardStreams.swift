import Dispatch
public import TerrariumTerminal
import TerrariumWidgetProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension WidgetServer {
    /// Serves `widget` as a widget process: frames from standard input, frames to standard
    /// output, until the host says `shutdown` or closes the input.
    ///
    /// ```swift
    /// @main struct StarsProcess {
    ///     static func main() async { await WidgetServer.serveStandardStreams(StarsWidget(), name: "Stars") }
    /// }
    /// ```
    ///
    /// The same Swift widget then runs in the process tier, isolated from the app, hosted with
    /// `ProcessWidget(command:)`. Input is read on a thread of its own and handled on the main
    /// actor. The hello takes every key, so Tab and Shift+Tab the widget does not use send `focus`
    /// to move focus on. Returns false when the input broke the protocol, after saying why on standard error.
    @discardableResult
    public static func serveStandardStreams(_ widget: any Widget, name: String) async -> Bool {
        let server = WidgetServer(widget: widget, name: name) { message in
            writeToStandardOutput(WidgetMessageCoder.frame(message))
        }
        // The host decides whether a key bubbles when it sends it to a process, by the hello's
        // patterns (`all`), so the widget passes focus on itself.
        server.movesFocusOnUnconsumedTab = true
        server.start()
        for await chunk in standardInputChunks() {
            switch chunk {
            case .failure(let error):
                writeToStandardError("\(name): \(error.description)\n")
                return false
            case .success(let payload):
                do {
                    let message = try WidgetMessageCoder.hostMessage(from: payload)
                    server.receive(message)
                    if message == .shutdown { return true }
                } catch {
                    writeToStandardError("\(name): \(error.description)\n")
                    return false
                }
            }
        }
        return true
    }

    /// The payloads of the frames on standard input, read by a blocking thread; a malformed frame
    /// ends the stream with its error.
    private nonisolated static func standardInputChunks() -> AsyncStream<Result<[UInt8], WidgetProtocolError>> {
        let (stream, continuation) = AsyncStream.makeStream(of: Result<[UInt8], WidgetProtocolError>.self)
        DispatchQueue.global().async {
            var decoder = WidgetFrameDecoder()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            reading: while true {
                let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                decoder.append(buffer[..<count])
                do throws(WidgetProtocolError) {
                    while let payload = try decoder.nextPayload() { continuation.yield(.success(payload)) }
                } catch {
                    continuation.yield(.failure(error))
                    break reading
                }
            }
            continuation.finish()
        }
        return stream
    }

    /// Writes all of `bytes` to standard output, however the writes are cut.
    private static func writeToStandardOutput(_ bytes: [UInt8]) {
        writeAll(bytes, to: 1)
    }

    /// Writes `text` to standard error.
    private static func writeToStandardError(_ text: String) {
        writeAll(Array(text.utf8), to: 2)
    }

    /// Writes all of `bytes` to `descriptor`, retrying after interruptions; gives up on an error,
    /// since a host that stopped reading has stopped the widget too.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
