import Synchronization

/// The process-wide table of content types: the built-in ones, then what the app declared.
///
/// Identifiers, extensions and MIME types are compared without case. The built-in table is read
/// once and never changed, so the same question has the same answer on every host.
package final class ContentTypeRegistry: Sendable {
    /// The registry every ``ContentType`` consults.
    package static let shared = ContentTypeRegistry(builtIns: BuiltInContentTypes.all)

    private struct Entry {
        var declaration: ContentTypeDeclaration
        var kind: ContentTypeDeclaration.Kind?
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Identifiers by extension and by MIME type, in the order they were declared, built-ins first.
        var byExtension: [String: [String]] = [:]
        var byMIMEType: [String: [String]] = [:]
        var supertypeCache: [String: Set<String>] = [:]
    }

    private let state: Mutex<State>

    /// A registry holding `builtIns`, which later declarations cannot change.
    package init(builtIns: [ContentTypeDeclaration]) {
        var state = State()
        for declaration in builtIns {
            Self.insert(declaration, kind: nil, into: &state)
        }
        self.state = Mutex(state)
    }

    /// Adds or merges a declaration; a built-in identifier is left as it is.
    package func declare(_ declaration: ContentTypeDeclaration, kind: ContentTypeDeclaration.Kind) {
        state.withLock { state in
            let key = declaration.identifier.lowercased()
            guard let existing = state.entries[key] else {
                Self.insert(declaration, kind: kind, into: &state)
                return
            }
            switch (existing.kind, kind) {
            case (nil, _), (.exported, .imported):
                return
            case (.imported, .exported):
                Self.remove(key, from: &state)
                Self.insert(declaration, kind: kind, into: &state)
            case (.exported, .exported), (.imported, .imported):
                var merged = existing.declaration
                merged.conformsTo = Self.union(merged.conformsTo, declaration.conformsTo)
                merged.filenameExtensions = Self.union(merged.filenameExtensions, declaration.filenameExtensions)
                merged.mimeTypes = Self.union(merged.mimeTypes, declaration.mimeTypes)
                Self.remove(key, from: &state)
                Self.insert(merged, kind: kind, into: &state)
            }
        }
    }

    /// The declaration of `identifier`, if any.
    package func declaration(of identifier: String) -> ContentTypeDeclaration? {
        state.withLock { $0.entries[identifier.lowercased()]?.declaration }
    }

    /// Whether `identifier` names a built-in type.
    package func isBuiltIn(_ identifier: String) -> Bool {
        state.withLock { state in
            guard let entry = state.entries[identifier.lowercased()] else { return false }
            return entry.kind == nil
        }
    }

    /// The identifiers declared with `filenameExtension`, built-ins first.
    package func identifiers(forExtension filenameExtension: String) -> [String] {
        state.withLock { $0.byExtension[filenameExtension.lowercased()] ?? [] }
    }

    /// The identifiers declared with `mimeType`, built-ins first.
    package func identifiers(forMIMEType mimeType: String) -> [String] {
        state.withLock { $0.byMIMEType[mimeType.lowercased()] ?? [] }
    }

    /// Every identifier `identifier` conforms to directly or indirectly, itself excluded, in
    /// lower case.
    package func supertypes(of identifier: String) -> Set<String> {
        state.withLock { state in
            let key = identifier.lowercased()
            if let cached = state.supertypeCache[key] { return cached }
            var found: Set<String> = []
            var pending = state.entries[key]?.declaration.conformsTo.map { $0.lowercased() } ?? []
            while let next = pending.popLast() {
                guard next != key, found.insert(next).inserted else { continue }
                pending += state.entries[next]?.declaration.conformsTo.map { $0.lowercased() } ?? []
            }
            state.supertypeCache[key] = found
            return found
        }
    }

    /// The number of types in the table.
    package var count: Int { state.withLock { $0.entries.count } }

    private static func insert(
        _ declaration: ContentTypeDeclaration, kind: ContentTypeDeclaration.Kind?, into state: inout State
    ) {
        let key = declaration.identifier.lowercased()
        state.entries[key] = Entry(declaration: declaration, kind: kind)
        for tag in declaration.filenameExtensions {
            state.byExtension[tag.lowercased(), default: []].append(key)
        }
        for tag in declaration.mimeTypes {
            state.byMIMEType[tag.lowercased(), default: []].append(key)
        }
        // A new declaration can add conformances to types that conform to it.
        state.supertypeCache.removeAll()
    }

    private static func remove(_ key: String, from state: inout State) {
        guard let entry = state.entries.removeValue(forKey: key) else { return }
        for tag in entry.declaration.filenameExtensions {
            state.byExtension[tag.lowercased()]?.removeAll { $0 == key }
        }
        for tag in entry.declaration.mimeTypes {
            state.byMIMEType[tag.lowercased()]?.removeAll { $0 == key }
        }
        state.supertypeCache.removeAll()
    }

    private static func union(_ first: [String], _ second: [String]) -> [String] {
        first + second.filter { item in !first.contains { $0.lowercased() == item.lowercased() } }
    }
}
