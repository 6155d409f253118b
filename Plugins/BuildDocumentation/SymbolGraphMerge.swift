import Foundation

/// Symbol graphs of several modules rewritten as the graphs of one, so that an umbrella module's
/// page documents the modules it re-exports, as one page documents SwiftUI and SwiftUICore.
///
/// The symbol graph tool writes only a module's own symbols, never those it re-exports. Each graph
/// of a merged module becomes part of the umbrella's: its symbols and relationships join the
/// umbrella's main graph, and an extension it makes to a type of another merged module becomes
/// members of that type, as an extension within one module is written. Extensions of types
/// outside the merged modules stay extensions, in one graph per extended module.
struct SymbolGraphMerge {
    /// The name the merged graphs document.
    let name: String
    /// The modules merged into `name`, `name` included.
    let modules: Set<String>

    /// Merges the `*.symbols.json` files of `folders` into `output`.
    func merge(_ folders: [URL], into output: URL) throws {
        var graphs: [String: Graph] = [:]
        for folder in folders {
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            for file in files where file.hasSuffix(".symbols.json") {
                let base = String(file.dropLast(".symbols.json".count))
                let parts = base.split(separator: "@", maxSplits: 1).map(String.init)
                guard modules.contains(parts[0]) else { continue }
                let extended = parts.count == 2 && !modules.contains(parts[1]) ? parts[1] : nil
                let data = try Data(contentsOf: folder.appendingPathComponent(file))
                guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
                graphs[extended ?? "", default: Graph()].add(
                    object, within: parts.count == 2 && extended == nil, as: self)
            }
        }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        for (extended, graph) in graphs {
            let file = extended.isEmpty ? "\(name).symbols.json" : "\(name)@\(extended).symbols.json"
            let data = try JSONSerialization.data(withJSONObject: graph.object(named: name), options: [.sortedKeys])
            try data.write(to: output.appendingPathComponent(file))
        }
    }

    /// One graph being assembled.
    struct Graph {
        var metadata: Any?
        var module: [String: Any]?
        var symbols: [[String: Any]] = []
        var relationships: [[String: Any]] = []

        /// Adds a graph's symbols and relationships; `within` says it extends a merged module,
        /// whose extension blocks dissolve into the types they extend.
        mutating func add(_ graph: [String: Any], within: Bool, as merge: SymbolGraphMerge) {
            metadata = metadata ?? graph["metadata"]
            module = module ?? graph["module"] as? [String: Any]
            var symbols = graph["symbols"] as? [[String: Any]] ?? []
            var relationships = graph["relationships"] as? [[String: Any]] ?? []
            if within {
                var blocks: [String: String] = [:]
                for relationship in relationships where relationship["kind"] as? String == "extensionTo" {
                    if let source = relationship["source"] as? String, let target = relationship["target"] as? String {
                        blocks[source] = target
                    }
                }
                symbols.removeAll { symbol in
                    ((symbol["kind"] as? [String: Any])?["identifier"] as? String) == "swift.extension"
                }
                relationships = relationships.compactMap { relationship in
                    var relationship = relationship
                    if relationship["kind"] as? String == "extensionTo" { return nil }
                    if let target = relationship["target"] as? String, let type = blocks[target] {
                        relationship["target"] = type
                    }
                    if let source = relationship["source"] as? String, let type = blocks[source] {
                        relationship["source"] = type
                    }
                    return relationship
                }
            }
            for index in symbols.indices {
                guard var mixin = symbols[index]["swiftExtension"] as? [String: Any],
                    let extended = mixin["extendedModule"] as? String, merge.modules.contains(extended)
                else { continue }
                mixin["extendedModule"] = merge.name
                symbols[index]["swiftExtension"] = mixin
            }
            self.symbols += symbols
            self.relationships += relationships
        }

        /// The graph as JSON, its module named `name`.
        func object(named name: String) -> [String: Any] {
            var module = module ?? [:]
            module["name"] = name
            return [
                "metadata": metadata ?? [:], "module": module, "symbols": symbols, "relationships": relationships,
            ]
        }
    }
}
