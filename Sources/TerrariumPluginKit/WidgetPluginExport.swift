internal import TerrariumPluginABI
public import TerrariumTerminal
import TerrariumWidgetProtocol

/// What a widget plugin's two exported C functions return: its stamp and its widget factory.
///
/// A plugin is a dynamic library product; it exports both functions under the names in
/// `terrarium_widget_plugin.h`, which carry the interface's version, by forwarding to these:
///
/// ```swift
/// @_cdecl("terrarium_widget_plugin_stamp_v1")
/// public func terrariumWidgetPluginStamp() -> UnsafePointer<CChar> {
///     WidgetPluginExport.stamp(widgets: ["Stars"])
/// }
///
/// @_cdecl("terrarium_widget_plugin_v1")
/// public func terrariumWidgetPlugin() -> UnsafeRawPointer {
///     WidgetPluginExport.factory { name in name == "Stars" ? StarsWidget() : nil }
/// }
/// ```
///
/// The host checks the stamp before anything else, so that a plugin built from another Terrarium,
/// by another compiler or for another target is refused before any of its code runs. Each
/// instance the host makes is a ``WidgetServer`` whose messages travel as JSON payloads through
/// the C table: no Swift type crosses between the host's copy of Terrarium and the plugin's.
public enum WidgetPluginExport {
    /// The plugin's stamp, naming `widgets`: a NUL-terminated JSON object that lives as long as
    /// the process.
    public static func stamp(widgets: [String]) -> UnsafePointer<CChar> {
        cString(WidgetPluginStamp.current(widgets: widgets).json)
    }

    /// Copies `bytes` into NUL-terminated memory that is never freed, as a stamp's must be.
    ///
    /// The host reads a stamp once per library, so one copy per call costs a few dozen bytes.
    public static func cString(_ bytes: [UInt8]) -> UnsafePointer<CChar> {
        let memory = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { memory[index] = CChar(bitPattern: byte) }
        memory[bytes.count] = 0
        return UnsafePointer(memory)
    }

    /// The plugin's factory table, whose `make` calls `makeWidget` with the requested name; a nil
    /// widget tells the host the plugin has no widget of that name.
    ///
    /// `makeWidget` runs on the main actor, as every call from the host does. The table lives as
    /// long as the process; calling this again replaces `makeWidget`.
    public static func factory(_ makeWidget: @escaping @MainActor (String) -> (any Widget)?) -> UnsafeRawPointer {
        PluginFactory.makeWidget = makeWidget
        return UnsafeRawPointer(PluginFactory.table)
    }
}

/// The C table and the state behind it; every function in it runs on the host's main thread.
private enum PluginFactory {
    /// The plugin's widget maker; set before the host receives the table, read on the main thread.
    nonisolated(unsafe) static var makeWidget: (@MainActor (String) -> (any Widget)?)?

    /// The table handed to the host, made once and never freed.
    nonisolated(unsafe) static let table: UnsafeMutablePointer<terrarium_widget_factory_v1> = {
        let table = UnsafeMutablePointer<terrarium_widget_factory_v1>.allocate(capacity: 1)
        table.initialize(
            to: terrarium_widget_factory_v1(
                size: UInt32(MemoryLayout<terrarium_widget_factory_v1>.size), make: make, send: send, destroy: destroy))
        return table
    }()

    /// `make`: a retained ``PluginInstance`` for the widget `name`, or NULL.
    static let make:
        @convention(c) (UnsafePointer<CChar>?, terrarium_widget_sink_v1?, UnsafeMutableRawPointer?) ->
            UnsafeMutableRawPointer? = { name, sink, context in
                guard let name, let sink else { return nil }
                let widgetName = String(cString: name)
                let sinkContext = UInt(bitPattern: context)
                // A pointer is not Sendable, so the instance leaves the main actor as its address.
                let address = MainActor.assumeIsolated { () -> UInt in
                    guard let widget = makeWidget?(widgetName) else { return 0 }
                    let instance = PluginInstance(
                        widget: widget, name: widgetName, sink: sink,
                        context: UnsafeMutableRawPointer(bitPattern: sinkContext))
                    let address = UInt(bitPattern: Unmanaged.passRetained(instance).toOpaque())
                    instance.server.start()
                    return address
                }
                return UnsafeMutableRawPointer(bitPattern: address)
            }

    /// `send`: one host message for an instance, answered through its sink before returning.
    static let send: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int) -> Void = {
        pointer, bytes, count in
        guard let pointer, let bytes, count >= 0 else { return }
        let payload = Array(UnsafeBufferPointer(start: bytes, count: count))
        let address = UInt(bitPattern: pointer)
        MainActor.assumeIsolated {
            guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
            Unmanaged<PluginInstance>.fromOpaque(pointer).takeUnretainedValue().receive(payload)
        }
    }

    /// `destroy`: releases an instance; its sink is not called again.
    static let destroy: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
        guard let pointer else { return }
        let address = UInt(bitPattern: pointer)
        MainActor.assumeIsolated {
            guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
            let instance = Unmanaged<PluginInstance>.fromOpaque(pointer).takeRetainedValue()
            instance.close()
        }
    }
}

/// One widget made by the host: its server, and the sink its messages go to as payloads.
@MainActor
private final class PluginInstance {
    /// The server hosting the widget; set once in `init`, after `self` can be captured.
    private(set) var server: WidgetServer!
    /// The host's function receiving payloads.
    private let sink: terrarium_widget_sink_v1
    /// The host's argument to `sink`.
    private let context: UnsafeMutableRawPointer?
    /// Whether the host destroyed the instance: the sink must not be called after it.
    private var isClosed = false

    /// Serves `widget` under `name`, sending each message's payload to `sink` with `context`.
    init(widget: any Widget, name: String, sink: @escaping terrarium_widget_sink_v1, context: UnsafeMutableRawPointer?)
    {
        self.sink = sink
        self.context = context
        server = WidgetServer(widget: widget, name: name) { [weak self] message in self?.write(message) }
    }

    /// Handles one host payload; one that is not a host message is answered with an error in
    /// the host's log, the only way the C interface has to say so.
    func receive(_ payload: [UInt8]) {
        do {
            server.receive(try WidgetMessageCoder.hostMessage(from: payload))
        } catch {
            write(.log(level: .error, message: "a message from the host is not valid: \(error.description)"))
        }
    }

    /// Stops sending for good.
    func close() {
        server.receive(.shutdown)
        isClosed = true
    }

    /// Sends `message`'s payload to the host's sink.
    private func write(_ message: WidgetMessage) {
        guard !isClosed else { return }
        let payload = WidgetMessageCoder.payload(message)
        payload.withUnsafeBufferPointer { sink(context, $0.baseAddress, $0.count) }
    }
}
