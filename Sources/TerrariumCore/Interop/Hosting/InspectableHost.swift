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

extension ViewNode {
    /// The live declarative hosts whose widget hierarchy hangs below this representable's node.
    ///
    /// The node's renderer holds them weakly; a host joins when a declarative context from this
    /// node reaches it, and counts only while its context still comes from here.
    package var nestedHosts: [any InspectableHost] {
        (renderer as? AnyRepresentableRenderer)?.nestedHosts.hosts(under: self) ?? []
    }
}

/// The declarative hosts that joined a representable's node, held weakly.
@MainActor
struct NestedHostList {
    private var hosts: [WeakHost] = []

    /// Adds `host` once, forgetting the hosts that are gone.
    mutating func adopt(_ host: some InspectableHost) {
        hosts.removeAll { $0.host == nil }
        if !hosts.contains(where: { $0.host === host }) { hosts.append(WeakHost(host: host)) }
    }

    /// The live hosts whose context still comes from `node`.
    func hosts(under node: ViewNode) -> [any InspectableHost] {
        hosts.compactMap(\.host).filter { $0.outerNode === node }
    }

    private struct WeakHost {
        weak var host: (any InspectableHost)?
    }
}
