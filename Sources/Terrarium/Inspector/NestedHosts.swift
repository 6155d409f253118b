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
/// A host joins once, when a declarative host above it first pushes its context down; the list
/// holds hosts weakly and forgets the gone ones when read.
@MainActor
package enum NestedHosts {
    private static var hosts: [WeakHost] = []

    /// Adds `host`, once.
    static func register(_ host: some InspectableHost) {
        guard !hosts.contains(where: { $0.host === host }) else { return }
        hosts.removeAll { $0.host == nil }
        hosts.append(WeakHost(host: host))
    }

    /// The live hosts whose widget hierarchy hangs below `node`.
    package static func hosts(under node: ViewNode) -> [any InspectableHost] {
        hosts.removeAll { $0.host == nil }
        return hosts.compactMap(\.host).filter { $0.outerNode === node }
    }

    private struct WeakHost {
        weak var host: (any InspectableHost)?
    }
}
