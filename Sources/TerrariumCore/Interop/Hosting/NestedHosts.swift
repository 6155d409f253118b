import TerrariumTerminal

/// A declarative tree hosted inside a foreign widget, as the inspector sees it.
@MainActor
package protocol InspectableHost: AnyObject {
    /// The view graph of the hosted tree.
    var graph: ViewGraph { get }
    /// The representable node whose widget hierarchy holds the host, nil outside any.
    var outerNode: ViewNode? { get }
    /// Where the host was last drawn, in the cells of the screen it was drawn into.
    var lastDrawOrigin: Point? { get }
    /// The host's type, such as `HostingWidget<PlantDetail>`.
    var hostTypeName: String { get }
}

/// The hosts of declarative trees inside foreign widgets that live now, for the inspector to
/// find under each representable.
///
/// A host joins once, when it is made; the list holds hosts weakly and forgets the gone ones
/// as it grows. Which representable a host hangs below is asked when read, since a
/// host gets its place only when a declarative host above it pushes its context down.
@MainActor
package enum NestedHosts {
    private static var hosts: [WeakHost] = []
    /// The length at which the gone hosts are next forgotten: doubling it keeps joining cheap
    /// however many hosts an app makes and drops.
    private static var compactionLength = 64

    /// Adds `host`, made just now.
    static func register(_ host: some InspectableHost) {
        if hosts.count >= compactionLength {
            hosts.removeAll { $0.host == nil }
            compactionLength = max(64, hosts.count * 2)
        }
        hosts.append(WeakHost(host: host))
    }

    /// The live hosts whose widget hierarchy hangs below `node`.
    package static func hosts(under node: ViewNode) -> [any InspectableHost] {
        hosts.compactMap(\.host).filter { $0.outerNode === node }
    }

    private struct WeakHost {
        weak var host: (any InspectableHost)?
    }
}
