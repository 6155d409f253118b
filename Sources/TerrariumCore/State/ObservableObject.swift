import Synchronization

/// A class whose changes views follow: it announces each change through ``objectWillChange``
/// before making it.
///
/// ```swift
/// final class Cart: ObservableObject {
///     @Published var items: [String] = []
/// }
/// ```
///
/// Properties marked `@Published` announce their own changes. Any other change is announced by
/// calling `objectWillChange.send()`, from any thread, before making it.
public protocol ObservableObject: AnyObject {
    /// The publisher that tells subscribers the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// A publisher made for this instance on first use, kept as long as the instance lives.
    public var objectWillChange: ObservableObjectPublisher { PublisherRegistry.publisher(for: self) }
}

/// Tells subscribers that an object is about to change; safe to use from any thread.
///
/// ```swift
/// let subscription = cart.objectWillChange.sink { print("cart will change") }
/// ```
public final class ObservableObjectPublisher: Sendable {
    private struct Subscribers {
        var nextID = 0
        var entries: [(id: Int, receive: @Sendable (()) -> Void)] = []
    }

    private let subscribers = Mutex(Subscribers())

    /// Creates a publisher without subscribers.
    public init() {}

    /// Tells every subscriber, on the calling thread, that the object is about to change.
    public func send() {
        // Subscribers run outside the lock, so one may subscribe or cancel while being told.
        let receivers = subscribers.withLock { $0.entries.map(\.receive) }
        for receive in receivers { receive(()) }
    }

    /// Calls `receiveValue` on every ``send()`` until the returned cancellable is cancelled or
    /// released.
    public func sink(receiveValue: @escaping @Sendable (()) -> Void) -> AnyCancellable {
        let id = subscribers.withLock { subscribers in
            subscribers.nextID += 1
            subscribers.entries.append((subscribers.nextID, receiveValue))
            return subscribers.nextID
        }
        return AnyCancellable { [weak self] in
            self?.subscribers.withLock { subscribers in subscribers.entries.removeAll { $0.id == id } }
        }
    }

    /// How many subscriptions are active: tests use it to prove subscriptions do not pile up.
    package var subscriberCount: Int { subscribers.withLock { $0.entries.count } }
}

/// A subscription that ends when cancelled or when released, whichever comes first.
///
/// ```swift
/// var subscriptions = Set<AnyCancellable>()
/// cart.objectWillChange.sink { refresh() }.store(in: &subscriptions)
/// ```
public final class AnyCancellable: Hashable, Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    /// Creates a cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping @Sendable () -> Void) {
        onCancel = Mutex(cancel)
    }

    deinit { cancel() }

    /// Ends the subscription; calling it again does nothing.
    public func cancel() {
        let action = onCancel.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }

    /// Keeps the cancellable in `set`, so the subscription lasts as long as the set holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps the cancellable in `collection`, so the subscription lasts as long as it is there.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Whether two values are the same cancellable.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the cancellable's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// The publishers of objects that do not declare their own `objectWillChange`, one per live
/// instance.
private enum PublisherRegistry {
    /// A weak reference the lock can hold: it is only read and written under the lock.
    private struct WeakObject: @unchecked Sendable {
        weak var object: AnyObject?
    }

    private struct Entry {
        let reference: WeakObject
        let publisher: ObservableObjectPublisher
    }

    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// Size at which entries of released objects are swept out.
        var sweepThreshold = 64
    }

    private static let table = Mutex(Table())

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        let reference = WeakObject(object: object)
        return table.withLock { table in
            // A live object under this identifier is the object asked about, as two live objects
            // never share an identifier; a released one means the identifier was reused.
            if let entry = table.entries[id], entry.reference.object != nil { return entry.publisher }
            let publisher = ObservableObjectPublisher()
            table.entries[id] = Entry(reference: reference, publisher: publisher)
            if table.entries.count >= table.sweepThreshold {
                table.entries = table.entries.filter { $0.value.reference.object != nil }
                table.sweepThreshold = max(64, table.entries.count * 2)
            }
            return publisher
        }
    }
}
