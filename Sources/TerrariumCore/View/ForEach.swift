/// Views made from each element of a collection, each identified by the element's id so that its
/// state follows the element when the collection changes.
///
/// ```swift
/// ForEach(plants) { plant in Text(plant.name) }          // Identifiable elements
/// ForEach(names, id: \.self) { name in Text(name) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The collection.
    public var data: Data
    /// The view for an element.
    public var content: (Data.Element) -> Content
    private let id: (Data.Element) -> ID

    /// The identity of `element`.
    func elementID(_ element: Data.Element) -> ID { id(element) }

    /// Views for `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }

    /// Views for `data`, identified by what `id` gives for each element.
    ///
    /// For the initialisers whose key path is known: a key path in generic code is made anew
    /// each time it is evaluated, and reading through one costs more than a call.
    init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// A `ForEach` has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        var children = ChildReconciler(node)
        for element in data {
            children.next(content(element), id: AnyHashable(id(element)))
        }
        children.finish()
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable `data`, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identifiedBy: { $0 }, content: content)
    }
}

/// A view made from the elements of a collection, which editing actions such as
/// `onDelete(perform:)` and `onMove(perform:)` apply to.
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}
