import Dispatch
import Foundation
import Synchronization
import TerrariumPOSIX
import TerrariumWidgetProtocol

/// A widget process's standard input and output: frames are decoded on the process's I/O
/// thread, which enforces the limits, and handed to the main actor in batches.
@MainActor
final class ProcessTransport: WidgetTransport {
    /// The most bytes a widget may send in one second.
    nonisolated static let byteRateLimit = 8 << 20
    /// The most messages a widget may send in one second.
    nonisolated static let messageRateLimit = 10_000
    /// The most bytes of messages to a widget that may wait for it to read them.
    nonisolated static let unreadInputLimit = 1 << 20

    /// What the I/O thread and the main actor share.
    struct Shared: ~Copyable {
        var decoder = WidgetFrameDecoder()
        var inbox: [WidgetMessage] = []
        var failure: WidgetFailure?
        /// A delivery is already on its way to the main actor.
        var notified = false
        var windowStart = ContinuousClock.now
        var windowBytes = 0
        var windowMessages = 0
    }

    /// The thread side: decoding and limits, behind one lock never held while waiting.
    final class Channel: Sendable {
        let shared = Mutex(Shared())
        /// Signalled whenever something arrives, for a test waiting on the main thread.
        let arrival = DispatchSemaphore(value: 0)
        let onArrival: @Sendable () -> Void

        init(onArrival: @escaping @Sendable () -> Void) {
            self.onArrival = onArrival
        }

        /// Decodes what the widget wrote; returns a failure when it broke a limit or the protocol.
        func receive(_ bytes: UnsafeRawBufferPointer) -> WidgetFailure? {
            let (failure, notify) = shared.withLock { shared -> (WidgetFailure?, Bool) in
                guard shared.failure == nil else { return (nil, false) }
                let now = ContinuousClock.now
                if now - shared.windowStart >= .seconds(1) {
                    shared.windowStart = now
                    shared.windowBytes = 0
                    shared.windowMessages = 0
                }
                shared.windowBytes += bytes.count
                shared.decoder.append(bytes)
                do throws(WidgetProtocolError) {
                    while let payload = try shared.decoder.nextPayload() {
                        shared.inbox.append(try WidgetMessageCoder.widgetMessage(from: payload))
                        shared.windowMessages += 1
                    }
                } catch {
                    shared.failure = .malformed(error.description)
                }
                if shared.failure == nil {
                    if shared.windowBytes > ProcessTransport.byteRateLimit {
                        shared.failure = .flooded("more than \(ProcessTransport.byteRateLimit >> 20) MiB in a second")
                    } else if shared.windowMessages > ProcessTransport.messageRateLimit {
                        shared.failure = .flooded("more than \(ProcessTransport.messageRateLimit) messages in a second")
                    }
                }
                let notify = !shared.notified
                shared.notified = true
                return (shared.failure, notify)
            }
            arrival.signal()
            if notify { onArrival() }
            return failure
        }

        /// Records the end of the process, after all its output was received.
        func end(_ failure: WidgetFailure) {
            let notify = shared.withLock { shared in
                if shared.failure == nil { shared.failure = failure }
                let notify = !shared.notified
                shared.notified = true
                return notify
            }
            arrival.signal()
            if notify { onArrival() }
        }

        /// Takes what arrived.
        func take() -> (messages: [WidgetMessage], failure: WidgetFailure?) {
            shared.withLock { shared in
                let taken = (shared.inbox, shared.failure)
                shared.inbox = []
                shared.notified = false
                return taken
            }
        }
    }

    private let configuration: StreamProcess.Configuration
    private var process: StreamProcess?
    private var channel: Channel?
    private weak var receiver: (any WidgetTransportReceiver)?
    private var stopped = false
    private var failureDelivered = false

    /// A transport that will run `command` with `arguments`.
    init(command: String, arguments: [String]) {
        var environment = ProcessInfo.processInfo.environment
        environment["TERRARIUM_WIDGET_PROTOCOL"] = String(WidgetProtocol.version)
        configuration = StreamProcess.Configuration(executable: command, arguments: arguments, environment: environment)
    }

    var isSynchronous: Bool { false }

    var errorOutput: String {
        process.map { String(decoding: $0.errorOutputTail, as: UTF8.self) } ?? ""
    }

    func start(receiver: any WidgetTransportReceiver) throws(WidgetFailure) {
        self.receiver = receiver
        let channel = Channel(onArrival: { [weak self] in
            Task { @MainActor in self?.deliver() }
        })
        self.channel = channel
        do {
            let killer = Mutex<StreamProcess?>(nil)
            let process = try StreamProcess.start(
                configuration,
                output: { bytes in
                    if channel.receive(bytes) != nil { killer.withLock { $0 }?.kill() }
                },
                termination: { termination, errorOutput in
                    channel.end(Self.failure(for: termination, errorOutput: errorOutput))
                })
            killer.withLock { $0 = process }
            self.process = process
        } catch {
            throw .couldNotStart(error.description)
        }
    }

    func send(_ message: HostMessage) {
        guard !stopped, let process else { return }
        let frame = WidgetMessageCoder.frame(message)
        // Refused either because the program ended, which its termination reports, or because it
        // stopped reading and would fall further behind with every message.
        if !process.write(frame), process.pendingInputCount + frame.count > Self.unreadInputLimit {
            channel?.end(.stoppedReading(Self.unreadInputLimit))
            process.kill()
        }
    }

    func waitForMessages(until deadline: ContinuousClock.Instant) -> Bool {
        guard let channel, !stopped else { return false }
        if deliver() { return true }
        let left = deadline - .now
        guard left > .zero else { return false }
        _ = channel.arrival.wait(timeout: .now() + .milliseconds(Int(ChildProcess.milliseconds(left))))
        return deliver()
    }

    func stop() {
        guard !stopped else { return }
        stopped = true
        guard let process else { return }
        process.write(WidgetMessageCoder.frame(.shutdown))
        process.closeInput()
        // A second to exit on its own, as the protocol promises, then SIGKILL.
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { process.kill() }
    }

    /// Hands what arrived to the receiver; returns whether there was anything.
    @discardableResult
    private func deliver() -> Bool {
        guard !stopped, let channel else { return false }
        let (messages, failure) = channel.take()
        for message in messages {
            guard !stopped else { return true }
            receiver?.transportDidReceive(message)
        }
        if let failure, !failureDelivered, !stopped {
            failureDelivered = true
            receiver?.transportDidFail(failure)
        }
        return !messages.isEmpty || failure != nil
    }

    /// How the end of the process reads in the placeholder.
    private nonisolated static func failure(
        for termination: StreamProcess.Termination, errorOutput: [UInt8]
    ) -> WidgetFailure {
        let lines = String(decoding: errorOutput, as: UTF8.self).split(whereSeparator: \.isNewline)
        let detail = lines.last.map { String($0.prefix(200)) }
        switch termination {
        case .exited(let status): return .exited(status: status, detail: detail)
        case .signaled(let signal): return .signaled(signal, detail: detail)
        }
    }
}
