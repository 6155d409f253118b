internal import TerrariumPluginABI
public import TerrariumWidgetProtocol

/// Carries a widget's messages as calls into a loaded plugin: each host message is one call of
/// the plugin's `send`, and the widget's answers come back through a sink before it returns.
///
/// ```swift
/// let transport = LibraryTransport(path: "libStarsPlugin.so", name: "Stars")
/// try transport.start(receiver: engine)  // loads the library, makes the widget; its hello arrives
/// transport.send(.key(sequence: 4, KeyPress(.rightArrow)))  // value, draw and done arrive here
/// ```
///
/// Every call happens on the main actor, and the plugin is never entered twice: a message sent
/// while the plugin's answers are delivered, by the receiver reacting to them, waits until the
/// plugin's call returns and is sent right after. A plugin runs in the app's process, so nothing
/// here can stop a crash in it from ending the app.
@MainActor
public final class LibraryTransport: WidgetTransport {
    /// The library's path, as given.
    public let path: String
    /// The widget's name in the library.
    public let name: String
    /// The library, once started.
    private var library: PluginLibrary?
    /// The plugin's instance of the widget, once made and until destroyed.
    private var instance: UnsafeMutableRawPointer?
    /// The sink's context, this transport, retained while the plugin may call the sink.
    private var sinkContext: Unmanaged<LibraryTransport>?
    /// Who hears the widget's messages.
    private weak var receiver: (any WidgetTransportReceiver)?
    /// Whether a call into the plugin is under way: the plugin is never entered twice.
    private var isInPlugin = false
    /// Messages sent during a call into the plugin, sent after it in order.
    private var pending: [HostMessage] = []
    /// Whether the widget broke the protocol: nothing more is delivered or sent but `shutdown`.
    private var hasFailed = false
    /// Whether ``stop()`` was called; the instance is destroyed as soon as no call is under way.
    private var isStopRequested = false

    /// A transport for the widget `name` of the library at `path`.
    public init(path: String, name: String) {
        self.path = path
        self.name = name
    }

    /// Every send returns after the widget's answers were delivered.
    public var isSynchronous: Bool { true }

    /// Loads the library (once per process) and makes the widget, whose hello is delivered to
    /// `receiver` before this returns.
    public func start(receiver: any WidgetTransportReceiver) throws(WidgetFailure) {
        let library = try PluginLibrary.load(path: path)
        guard library.widgets.contains(name) else { throw unknownWidget(in: library) }
        self.library = library
        self.receiver = receiver
        // The plugin may call its sink until the instance is destroyed, so the sink's context
        // lives until then.
        let context = Unmanaged.passRetained(self)
        sinkContext = context
        let made = enterPlugin { library.factory.make?(name, Self.sink, context.toOpaque()) }
        guard let made else {
            context.release()
            sinkContext = nil
            self.library = nil
            pending = []
            throw unknownWidget(in: library)
        }
        instance = made
        sendPending()
    }

    /// Sends `message`: the widget's answers are delivered before this returns, unless it is
    /// sent while an earlier message's answers are delivered.
    public func send(_ message: HostMessage) {
        // A message sent while the widget is being made, in answer to its hello, waits for it.
        guard isOpen, library != nil else { return }
        pending.append(message)
        if !isInPlugin { sendPending() }
    }

    /// Returns false at once: everything was delivered when it was sent.
    public func waitForMessages(until deadline: ContinuousClock.Instant) -> Bool { false }

    /// Sends `shutdown`, then destroys the plugin's instance, once; when called while the
    /// widget's answers are delivered, as soon as the plugin's call returns.
    public func stop() {
        guard !isStopRequested else { return }
        isStopRequested = true
        pending = []
        if !isInPlugin { sendPending() }
    }

    /// Whether messages are still sent and delivered.
    private var isOpen: Bool { !hasFailed && !isStopRequested }

    /// Sends the messages waiting, in order, each after the one before it returned, and ends
    /// the instance when that was asked for meanwhile.
    private func sendPending() {
        while let instance, let library {
            if isStopRequested {
                end(instance, of: library)
                return
            }
            guard isOpen, !pending.isEmpty else { return }
            call(library, instance, pending.removeFirst())
        }
    }

    /// Sends `shutdown` and destroys the instance.
    private func end(_ instance: UnsafeMutableRawPointer, of library: PluginLibrary) {
        pending = []
        call(library, instance, .shutdown)
        self.instance = nil
        enterPlugin { library.factory.destroy?(instance) }
        sinkContext?.release()
        sinkContext = nil
    }

    /// One call of the plugin's `send`.
    private func call(_ library: PluginLibrary, _ instance: UnsafeMutableRawPointer, _ message: HostMessage) {
        let payload = WidgetMessageCoder.payload(message)
        enterPlugin {
            payload.withUnsafeBufferPointer { library.factory.send?(instance, $0.baseAddress, $0.count) }
        }
    }

    /// Runs `body`, a call into the plugin, marked as under way.
    private func enterPlugin<Result>(_ body: () -> Result) -> Result {
        isInPlugin = true
        defer { isInPlugin = false }
        return body()
    }

    /// Delivers one payload the widget sent; a payload that is no widget message ends the widget.
    private func deliver(_ payload: UnsafeBufferPointer<UInt8>) {
        guard isOpen, let receiver else { return }
        do {
            receiver.transportDidReceive(try WidgetMessageCoder.widgetMessage(from: payload))
        } catch {
            hasFailed = true
            pending = []
            receiver.transportDidFail(.malformed(error.description))
        }
    }

    /// The error for a widget name the library does not make.
    private func unknownWidget(in library: PluginLibrary) -> WidgetFailure {
        let names = library.widgets.isEmpty ? "none" : library.widgets.joined(separator: ", ")
        return .couldNotStart("\(path) has no widget named \(name); its widgets: \(names)")
    }

    /// The sink handed to the plugin: its context is the transport, retained until the instance
    /// is destroyed.
    private static let sink: terrarium_widget_sink_v1 = { context, bytes, count in
        guard let context, count >= 0 else { return }
        let address = UInt(bitPattern: context)
        let payload = UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : count)
        // The plugin calls the sink on the main thread, from inside a call the transport made.
        nonisolated(unsafe) let bytes = payload
        MainActor.assumeIsolated {
            guard let context = UnsafeRawPointer(bitPattern: address) else { return }
            Unmanaged<LibraryTransport>.fromOpaque(context).takeUnretainedValue().deliver(bytes)
        }
    }
}
