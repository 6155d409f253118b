/// What a widget plugin loaded at run time was built for: the protocol, Terrarium's version, the
/// compiler and the target, with the names of its widgets.
///
/// ```swift
/// let stamp = WidgetPluginStamp.current(widgets: ["Stars"])
/// stamp.json  // {"protocol":1,"swift":"6.3","target":"x86_64-unknown-linux-gnu","terrarium":"0.18.0","widgets":["Stars"]}
/// ```
///
/// The plugin exports its stamp and the host compares it with its own before it calls anything
/// else in the library. Both sides compute theirs with this same code at compile time, so the
/// stamps agree exactly when both were built from the same Terrarium by the same compiler for the
/// same target.
public struct WidgetPluginStamp: Hashable, Sendable {
    /// The widget protocol version, ``WidgetProtocol/version`` when built.
    public var protocolVersion: Int
    /// The compiler's version, major and minor, such as `6.3`.
    public var swift: String
    /// The target triple, such as `x86_64-unknown-linux-gnu`.
    public var target: String
    /// Terrarium's version, ``WidgetProtocol/terrariumVersion`` when built.
    public var terrarium: String
    /// The names of the widgets the plugin makes; empty in the host's own stamp.
    public var widgets: [String]

    /// A stamp saying exactly what is given.
    public init(protocolVersion: Int, swift: String, target: String, terrarium: String, widgets: [String] = []) {
        self.protocolVersion = protocolVersion
        self.swift = swift
        self.target = target
        self.terrarium = terrarium
        self.widgets = widgets
    }

    /// The stamp of this build, naming `widgets`.
    public static func current(widgets: [String] = []) -> WidgetPluginStamp {
        WidgetPluginStamp(
            protocolVersion: WidgetProtocol.version, swift: compilerVersion, target: targetTriple,
            terrarium: WidgetProtocol.terrariumVersion, widgets: widgets)
    }

    /// The build's side of the stamp in words, for an error: "Terrarium 0.18.0, Swift 6.3,
    /// x86_64-unknown-linux-gnu", with the protocol when it is not the current one.
    public var summary: String {
        let build = "Terrarium \(terrarium), Swift \(swift), \(target)"
        return protocolVersion == WidgetProtocol.version ? build : "\(build), widget protocol \(protocolVersion)"
    }

    /// Whether a plugin with this stamp may be loaded by a host with stamp `host`: everything but
    /// the widgets' names must be equal.
    public func isCompatible(with host: WidgetPluginStamp) -> Bool {
        protocolVersion == host.protocolVersion && swift == host.swift && target == host.target
            && terrarium == host.terrarium
    }
}

extension WidgetPluginStamp {
    /// The stamp as the JSON object a plugin exports, keys sorted.
    public var json: [UInt8] {
        WidgetJSON.encode(
            .object([
                "protocol": .number(Double(protocolVersion)), "swift": .string(swift), "target": .string(target),
                "terrarium": .string(terrarium), "widgets": .array(widgets.map { .string($0) }),
            ]))
    }

    /// Reads a stamp from the JSON object a plugin exports; throws when it is not one.
    public init(json: some Collection<UInt8>) throws(WidgetProtocolError) {
        let value = try WidgetJSON.decode(json)
        guard let protocolVersion = value["protocol"]?.intValue, let swift = value["swift"]?.stringValue,
            let target = value["target"]?.stringValue, let terrarium = value["terrarium"]?.stringValue
        else {
            throw WidgetProtocolError(
                "the stamp lacks one of protocol (a whole number), swift, target and terrarium (strings)")
        }
        guard let list = value["widgets"]?.arrayValue else {
            throw WidgetProtocolError("the stamp lacks widgets, a list of names")
        }
        let widgets = list.compactMap(\.stringValue)
        guard widgets.count == list.count else { throw WidgetProtocolError("the stamp's widgets are not all names") }
        self.init(
            protocolVersion: protocolVersion, swift: swift, target: target, terrarium: terrarium, widgets: widgets)
    }
}

extension WidgetPluginStamp {
    /// The compiler's major and minor version, fixed when this file is compiled.
    ///
    /// `#if compiler` is the only way to read it at compile time; a compiler newer than the
    /// chain names itself by the newest version the chain knows, with a `+`.
    public static var compilerVersion: String {
        #if compiler(>=7.0)
            "7.0+"
        #elseif compiler(>=6.9)
            "6.9"
        #elseif compiler(>=6.8)
            "6.8"
        #elseif compiler(>=6.7)
            "6.7"
        #elseif compiler(>=6.6)
            "6.6"
        #elseif compiler(>=6.5)
            "6.5"
        #elseif compiler(>=6.4)
            "6.4"
        #elseif compiler(>=6.3)
            "6.3"
        #elseif compiler(>=6.2)
            "6.2"
        #elseif compiler(>=6.1)
            "6.1"
        #else
            "6.0"
        #endif
    }

    /// The target triple the code was compiled for, as `swiftc -print-target-info` names it
    /// without versions; fixed when this file is compiled.
    public static var targetTriple: String { "\(architecture)-\(system)" }

    /// The processor architecture, in the spelling of target triples.
    private static var architecture: String {
        #if arch(x86_64)
            "x86_64"
        #elseif arch(arm64) && os(Linux)
            "aarch64"
        #elseif arch(arm64)
            "arm64"
        #elseif arch(i386)
            "i686"
        #elseif arch(arm)
            "armv7"
        #elseif arch(powerpc64le)
            "powerpc64le"
        #elseif arch(s390x)
            "s390x"
        #elseif arch(riscv64)
            "riscv64"
        #elseif arch(wasm32)
            "wasm32"
        #else
            "unknown"
        #endif
    }

    /// The vendor, system and environment, in the spelling of target triples.
    private static var system: String {
        #if os(Linux) && canImport(Musl)
            "unknown-linux-musl"
        #elseif os(Linux)
            "unknown-linux-gnu"
        #elseif os(Android)
            "unknown-linux-android"
        #elseif os(macOS)
            "apple-macosx"
        #elseif os(Windows)
            "unknown-windows-msvc"
        #elseif os(FreeBSD)
            "unknown-freebsd"
        #elseif os(OpenBSD)
            "unknown-openbsd"
        #elseif os(WASI)
            "unknown-wasi"
        #else
            "unknown-unknown"
        #endif
    }
}
