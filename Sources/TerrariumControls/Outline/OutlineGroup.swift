public import TerrariumCore

/// A tree of data shown as nested disclosure groups: each element with children is a group
/// titled by its row, each without is its row.
///
/// ```swift
/// OutlineGroup(rooms, children: \.subrooms) { room in
///     Text(room.name)
/// }
/// ```
///
/// Groups start collapsed and keep their state while their element stays; only the rows of
/// expanded groups are made.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// Creates an outline of `data`, whose elements' children are at `children`, each element
    /// identified by `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    /// The elements, each a group or a row.
    public var body: some View {
        ForEach(data, id: id) { element in
            if let nested = element[keyPath: children] {
                DisclosureGroup {
                    // The type names itself, so the nested outline is erased.
                    AnyView(OutlineGroup(nested, id: id, children: children, content: content))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an outline of `data`, whose elements' children are at `children`.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(data, id: \.id, children: children, content: content)
    }
}
