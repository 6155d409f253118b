internal import TerrariumPluginABI
public import TerrariumWidgetProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A widget plugin loaded into the process: a dynamic library whose stamp matched this build,
/// and its widget factory.
///
/// ```swift
/// let library = try PluginLibrary.load(path: ".build/debug/libStarsPlugin.so")
/// library.widgets  // ["Stars"]
/// ```
///
/// Loading reads the library's stamp and compares it with this build's before it calls anything
/// else in it, so a plugin built from another Terrarium, by another compiler or for another target
/// is refused and none of its code runs beyond its stamp function. A library is loaded once per
/// file and never unloaded: code of it may still be on a stack, in a closure or a type's
/// metadata the runtime keeps, and `dlclose` would pull it out from under them.
@MainActor
public final class PluginLibrary {
    /// The library's resolved path, with no symbolic links.
    public let path: String
    /// The plugin's stamp, which matched this build's.
    public let stamp: WidgetPluginStamp
    /// The plugin's factory table, which lives as long as the process.
    let factory: terrarium_widget_factory_v1

    /// The names of the widgets the plugin makes, from its stamp.
    public var widgets: [String] { stamp.widgets }

    /// The libraries loaded so far, by resolved path.
    private static var loaded: [String: PluginLibrary] = [:]

    private init(path: String, stamp: WidgetPluginStamp, factory: terrarium_widget_factory_v1) {
        self.path = path
        self.stamp = stamp
        self.factory = factory
    }

    /// The plugin at `path`, loaded and checked the first time, the same library after that.
    ///
    /// Throws ``WidgetFailure/couldNotStart(_:)`` for a file that is missing, unreadable or not a
    /// loadable library, and ``WidgetFailure/refused(_:)`` for a library that is not a Terrarium
    /// widget plugin of this interface version or whose stamp differs from this build's.
    public static func load(path: String) throws(WidgetFailure) -> PluginLibrary {
        let resolved = try resolve(path)
        if let library = loaded[resolved] { return library }
        guard let handle = dlopen(resolved, RTLD_NOW | RTLD_LOCAL) else {
            throw .couldNotStart("\(path) is not a loadable library: \(lastError())")
        }
        let stamp = try readStamp(handle, path: path)
        let host = WidgetPluginStamp.current()
        guard stamp.isCompatible(with: host) else {
            throw .refused(
                "\(path) was built for \(stamp.summary); this app is \(host.summary). Build the plugin with the "
                    + "same Terrarium and compiler as the app.")
        }
        let factory = try readFactory(handle, path: path)
        let library = PluginLibrary(path: resolved, stamp: stamp, factory: factory)
        loaded[resolved] = library
        return library
    }

    /// `path` with symbolic links and relative parts resolved; throws when it cannot be read.
    private static func resolve(_ path: String) throws(WidgetFailure) -> String {
        guard let resolved = realpath(path, nil) else {
            throw .couldNotStart("no plugin at \(path): \(String(cString: strerror(errno)))")
        }
        defer { free(resolved) }
        guard access(resolved, R_OK) == 0 else {
            throw .couldNotStart("cannot read the plugin \(path): \(String(cString: strerror(errno)))")
        }
        return String(cString: resolved)
    }

    /// What the library's entry point `name`, which takes nothing, returns: a pointer to `what`.
    ///
    /// A library without the entry point is not a plugin of this interface version, and one
    /// whose entry point returns nothing is broken: both are refused.
    private static func callEntryPoint(
        _ name: String, returning what: String, in handle: UnsafeMutableRawPointer, path: String
    ) throws(WidgetFailure) -> UnsafeRawPointer {
        guard let symbol = dlsym(handle, name) else {
            throw .refused(
                "\(path) has no \(name): it is not a Terrarium widget plugin, or it was built for another "
                    + "version of the plugin interface")
        }
        typealias EntryPoint = @convention(c) () -> UnsafeRawPointer?
        guard let result = unsafeBitCast(symbol, to: EntryPoint.self)() else {
            throw .refused("\(path) returned no \(what)")
        }
        return result
    }

    /// Calls the library's stamp function and reads the stamp.
    private static func readStamp(_ handle: UnsafeMutableRawPointer, path: String) throws(WidgetFailure)
        -> WidgetPluginStamp
    {
        let text = try callEntryPoint("terrarium_widget_plugin_stamp_v1", returning: "stamp", in: handle, path: path)
            .assumingMemoryBound(to: CChar.self)
        // A stamp is a few dozen bytes; a bound keeps a broken one from being read for long.
        let length = strnlen(text, 4096)
        let bytes = UnsafeRawBufferPointer(start: text, count: length)
        do {
            return try WidgetPluginStamp(json: bytes)
        } catch {
            throw .refused("\(path) has an unreadable stamp: \(error.description)")
        }
    }

    /// Calls the library's factory function and checks the table it returns.
    private static func readFactory(_ handle: UnsafeMutableRawPointer, path: String) throws(WidgetFailure)
        -> terrarium_widget_factory_v1
    {
        let table = try callEntryPoint(
            "terrarium_widget_plugin_v1", returning: "widget factory", in: handle, path: path)
        // The table may have grown since the plugin was built; what it lacks cannot be read.
        let size = table.load(as: UInt32.self)
        guard size >= MemoryLayout<terrarium_widget_factory_v1>.size else {
            throw .refused("\(path) has a widget factory of \(size) bytes, smaller than version 1's")
        }
        let factory = table.assumingMemoryBound(to: terrarium_widget_factory_v1.self).pointee
        guard factory.make != nil, factory.send != nil, factory.destroy != nil else {
            throw .refused("\(path) has a widget factory without make, send or destroy")
        }
        return factory
    }

    /// The text of the last `dlopen` or `dlsym` error.
    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }
}
