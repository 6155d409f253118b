import Synchronization
public import TerrariumCore
import TerrariumGroupActivities

/// A property wrapper for a value every participant of the shared session sees and changes, as
/// easily as `@State`.
///
/// ```swift
/// struct Board: View {
///     @SharedState("title") private var title = "Untitled"
///     @SharedState("strokes") private var strokes: [String: Stroke] = [:]
///     var body: some View {
///         TextField("Title", text: $title)
///     }
/// }
/// ```
///
/// The value lives in the store of the environment's ``EnvironmentValues/groupSession`` under
/// `key`. A change is applied here at once and reaches the others in the background; when two
/// participants change it at once, the later by the session's logical clock wins everywhere. A
/// dictionary keyed by strings is kept entry by entry, so concurrent changes to different
/// entries all survive. Until the value is set by anyone, the wrapper reads the initial value.
///
/// Outside a session the wrapper behaves as `@State`. In a session joined as a viewer, changes
/// are refused and the value stays what the others made it.
@propertyWrapper
public struct SharedState<Value: Codable & Sendable & Equatable>: DynamicProperty, GraphLinkedProperty {
    private let location: SharedStateLocation<Value>

    /// Creates shared state under `key` with a value to read until someone sets one.
    public init(wrappedValue: Value, _ key: String) {
        location = SharedStateLocation(initialValue: wrappedValue, key: key)
    }

    /// The current value: the session's, or the initial value until someone sets it.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the shared value, for a child view that changes it.
    public var projectedValue: Binding<Value> { Binding(location: ProvidedLocation(location), snapshot: true) }

    package func link(to node: ViewNode, key: String) {
        location.link(to: node, key: key)
    }
}

/// What a node keeps for one `@SharedState`: the session it follows, the decoded value, and the
/// task that marks the node when the value changes elsewhere.
@MainActor
final class SharedStateBox<Value: Codable & Sendable & Equatable> {
    var localValue: Value
    var session: AnyGroupSession?
    /// The value decoded from the store, dropped when the store reports a change to the key.
    var cached: Value?
    /// Stopped when the node, and so the box, goes away.
    let subscription = Mutex<Task<Void, Never>?>(nil)

    init(_ value: Value) { localValue = value }

    deinit {
        subscription.withLock { $0?.cancel() }
    }
}

/// Where a `@SharedState` wrapper finds its value: the initial value until linked, then the
/// session's store through the node's box.
@MainActor
final class SharedStateLocation<Value: Codable & Sendable & Equatable>: BindingSource {
    private var initialValue: Value
    private let key: String
    private weak var node: ViewNode?
    private var box: SharedStateBox<Value>?

    init(initialValue: Value, key: String) {
        self.initialValue = initialValue
        self.key = key
    }

    var identity: AnyHashable? { AnyHashable(ObjectIdentifier(self)) }

    /// Whether the value is kept entry by entry under `key/`.
    private var isEntries: Bool { Value.self is any SharedEntries.Type }
    private var entryPrefix: String { key + "/" }

    func link(to node: ViewNode, key storageKey: String) {
        self.node = node
        let box = node.stored(storageKey) { SharedStateBox(initialValue) }
        self.box = box
        var environment = node.environment
        environment.tracker = node.environmentReads
        let session = environment.groupSession
        if session != box.session {
            box.session = session
            box.cached = nil
            follow(session, box: box, node: node)
        }
    }

    /// Marks the node whenever the store reports a change to this state's key or entries.
    private func follow(_ session: AnyGroupSession?, box: SharedStateBox<Value>, node: ViewNode) {
        let task = session.map { session in
            let changes = session.store.changes
            let key = self.key
            let prefix = entryPrefix
            let isEntries = self.isEntries
            let inbox = node.graph.inbox
            return Task { @MainActor [weak box, weak node] in
                for await changed in changes {
                    let matches = isEntries ? changed.contains { $0.hasPrefix(prefix) } : changed.contains(key)
                    guard matches, let box else { continue }
                    box.cached = nil
                    inbox.post(node)
                }
            }
        }
        box.subscription.withLock { current in
            current?.cancel()
            current = task
        }
    }

    var value: Value {
        get {
            guard let box else { return initialValue }
            guard let session = box.session else { return box.localValue }
            if let cached = box.cached { return cached }
            let read = read(from: session.store) ?? initialValue
            box.cached = read
            return read
        }
        set {
            guard let box, let node else {
                initialValue = newValue
                return
            }
            let transaction = Transaction.current
            node.graph.writes.perform { [weak node, key, entryPrefix] in
                if let session = box.session {
                    let previous = box.cached
                    do {
                        if let entries = newValue as? any SharedEntries {
                            try entries.write(to: session.store, prefix: entryPrefix, previous: previous)
                        } else {
                            try session.store.setValue(newValue, forKey: key)
                        }
                        box.cached = newValue
                    } catch {
                        // A viewer may not change shared state: the value stays the session's.
                        box.cached = nil
                    }
                } else {
                    box.localValue = newValue
                }
                node?.setNeedsUpdate(transaction: transaction)
            }
        }
    }

    private func read(from store: GroupSessionStore) -> Value? {
        if let entries = Value.self as? any SharedEntries.Type {
            return entries.entries(in: store, prefix: entryPrefix) as? Value
        }
        return store.value(Value.self, forKey: key)
    }
}
