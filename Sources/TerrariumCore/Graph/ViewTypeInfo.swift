/// What the graph needs to know about a view type, found once per type from its fields.
///
/// The dynamic properties (`@State`, `@Environment`, …) are found by offset so that linking them
/// to their node and comparing two view values skip reflection on every evaluation. A view value
/// is unchanged when every field outside the node-linked properties is: plain data with no
/// optional inside by its bytes, `Equatable` fields with `==`, bindings by the place they point
/// to, views and modifiers held in fields (also as `any View`, or in an array) by their own type's
/// rules, and other fields by their content (``FieldReflection/areEqual(_:_:functions:)``). A
/// closure stored in the view compares by its bytes, so a closure made anew is a change.
@MainActor
package final class ViewTypeInfo {
    /// A stored dynamic property: where it lives in the value and its type.
    struct DynamicField {
        let name: String
        let offset: Int
        let type: any DynamicProperty.Type
    }

    /// Whether the values stored at two addresses are the same.
    private typealias Equality = FieldReflection.AddressEquality

    /// How one part of a value is compared.
    private enum Comparison {
        case bytes(Range<Int>)
        case equatable(offset: Int, Equality)
        case content(FieldReflection.Field)
        case binding(DynamicField)
        /// A view or modifier held in a field, compared by its own type's rules.
        case nested(offset: Int, ViewTypeInfo)
        /// A view of any type held in an `any View` field (an `AnyView`'s): the same type, then
        /// by that type's rules.
        case anyView(offset: Int)
        /// An array of views (a table row's cells), element by element by their type's rules.
        case views(offset: Int, any ViewArrayComparing.Type)
    }

    let dynamicFields: [DynamicField]
    private let comparisons: [Comparison]
    /// `==` over whole values, for `Equatable` view types.
    private let wholeEquality: Equality?
    /// The type, when it compares its values itself.
    private let comparedByContent: (any ComparedByContent.Type)?
    /// Whether the type is a ``WidgetRepresentable``, which compares what its widget depends on
    /// itself; asked once here rather than of the runtime on every update.
    package let isRepresentable: Bool
    /// The type as a ``PrimitiveView``, when it is one; asked once here rather than of the
    /// runtime on every evaluation, where a cast to a protocol costs more than the update.
    package let primitiveType: (any PrimitiveView.Type)?
    private let type: any Any.Type

    /// The stored properties a representable's fingerprint reads: all but the graph-linked
    /// wrappers, which read their values from the node.
    private(set) lazy var fingerprintFields: [FieldReflection.Field] =
        (FieldReflection.fields(of: type) ?? []).filter { !($0.type is any GraphLinkedProperty.Type) }

    /// Unchecked for exclusivity: every node made looks its type up, on the main actor alone.
    @exclusivity(unchecked) private static var cache: [ObjectIdentifier: ViewTypeInfo] = [:]

    /// The information for `type`, computed on first use.
    package static func of(_ type: any Any.Type) -> ViewTypeInfo {
        if let info = cache[ObjectIdentifier(type)] { return info }
        let info = ViewTypeInfo(type)
        cache[ObjectIdentifier(type)] = info
        return info
    }

    private init(_ type: any Any.Type) {
        self.type = type
        isRepresentable = type is any WidgetRepresentable.Type
        primitiveType = type as? any PrimitiveView.Type
        wholeEquality = FieldReflection.equality(for: type)
        comparedByContent = type as? any ComparedByContent.Type
        guard let fields = FieldReflection.fields(of: type), !fields.isEmpty else {
            // A type whose fields cannot be listed (an enum) is compared whole.
            dynamicFields = []
            comparisons = [.bytes(0..<FieldReflection.size(of: type))]
            return
        }
        var dynamic: [DynamicField] = []
        var byteRanges: [Range<Int>] = []
        var others: [Comparison] = []
        for field in fields {
            if let property = field.type as? any DynamicProperty.Type {
                let linked = DynamicField(name: field.name, offset: field.offset, type: property)
                dynamic.append(linked)
                // Linked properties hold a fresh reference in every view value; their content
                // lives in the node. Bindings compare by their place, other dynamic properties
                // by value.
                if field.type is any PlaceComparableBinding.Type {
                    others.append(.binding(linked))
                    continue
                } else if field.type is any GraphLinkedProperty.Type {
                    continue
                }
            }
            if field.kind == .function || FieldReflection.isReference(field.type) || Self.isByteComparable(field.type) {
                byteRanges.append(field.range)
            } else if let equality = FieldReflection.equality(for: field.type) {
                others.append(.equatable(offset: field.offset, equality))
            } else if field.type is any View.Type || field.type is any ViewModifier.Type {
                others.append(.nested(offset: field.offset, ViewTypeInfo.of(field.type)))
            } else if Self.isPlainData(field.type) {
                // Plain data without `==` that may hold an optional: a `nil`'s bytes may differ,
                // which is a false change at worst.
                byteRanges.append(field.range)
            } else if field.type == (any View).self {
                others.append(.anyView(offset: field.offset))
            } else if let views = field.type as? any ViewArrayComparing.Type {
                others.append(.views(offset: field.offset, views))
            } else {
                others.append(.content(field))
            }
        }
        dynamicFields = dynamic
        comparisons = Self.merged(byteRanges).map(Comparison.bytes) + others
    }

    /// Adjacent byte ranges joined; the padding between fields holds whatever was there.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = result.last, last.upperBound == range.lowerBound {
                result[result.count - 1] = last.lowerBound..<range.upperBound
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Whether equal values of `type` always have equal bytes: plain data with no optional or
    /// enum anywhere inside, as one without its payload leaves the payload's bytes undefined
    /// (two `nil`s of an `Int?` can differ in them).
    private static func isByteComparable(_ type: any Any.Type) -> Bool {
        guard isPlainData(type) else { return false }
        switch FieldReflection.kind(of: type) {
        case .enum, .optional:
            return false
        case .struct, .tuple:
            return (FieldReflection.fields(of: type) ?? []).allSatisfy { isByteComparable($0.type) }
        default:
            return true
        }
    }

    private static func isPlainData(_ type: any Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: check)
    }

    /// Whether two values of the type are the same for the graph's purposes.
    package func isUnchanged<V>(_ old: V, _ new: V) -> Bool {
        FieldReflection.withAddresses(of: old, new) { a, b in isUnchanged(at: a, b) }
    }

    /// Whether the two values of the type stored at `a` and `b` are the same.
    fileprivate func isUnchanged(at a: ValueAddress, _ b: ValueAddress) -> Bool {
        if let wholeEquality { return wholeEquality(a, b) }
        if let comparedByContent {
            func same<C: ComparedByContent>(_: C.Type) -> Bool {
                C.isUnchanged(
                    FieldReflection.load(C.self, at: 0, from: a), FieldReflection.load(C.self, at: 0, from: b))
            }
            return _openExistential(comparedByContent, do: same)
        }
        // A loop rather than `allSatisfy`: in main-actor code each call of a closure checks that
        // it runs on the main actor, and this runs for every field of every view compared.
        for comparison in comparisons where !Self.isUnchanged(comparison, a, b) { return false }
        return true
    }

    /// Whether the part `comparison` covers is the same in the values at `a` and `b`.
    private static func isUnchanged(_ comparison: Comparison, _ a: ValueAddress, _ b: ValueAddress) -> Bool {
        switch comparison {
        case .bytes(let range):
            return FieldReflection.bytesEqual(a, b, in: range)
        case .equatable(let offset, let equal):
            return equal(a + offset, b + offset)
        case .content(let field):
            return FieldReflection.areEqual(
                FieldReflection.load(field, from: a), FieldReflection.load(field, from: b),
                functions: .changed)
        case .binding(let field):
            func same<P: DynamicProperty>(_: P.Type) -> Bool {
                guard
                    let old = FieldReflection.load(P.self, at: field.offset, from: a) as? any PlaceComparableBinding
                else { return false }
                return old.isSameBinding(as: FieldReflection.load(P.self, at: field.offset, from: b))
            }
            return _openExistential(field.type, do: same)
        case .nested(let offset, let info):
            return info.isUnchanged(at: a + offset, b + offset)
        case .anyView(let offset):
            return isUnchanged(
                FieldReflection.load((any View).self, at: offset, from: a),
                FieldReflection.load((any View).self, at: offset, from: b))
        case .views(let offset, let array):
            return array.viewsUnchanged(at: a + offset, b + offset)
        }
    }

    /// Connects every dynamic property of `value` to `node`, so state and environment resolve
    /// there; nested dynamic properties get keys under `prefix`.
    package func link<V>(_ value: V, to node: ViewNode, prefix: String = "") {
        guard !dynamicFields.isEmpty else { return }
        var properties: [(key: String, property: any DynamicProperty)] = []
        FieldReflection.withAddress(of: value) { base in
            for field in dynamicFields {
                func load<P: DynamicProperty>(_: P.Type) -> any DynamicProperty {
                    FieldReflection.load(P.self, at: field.offset, from: base)
                }
                properties.append((prefix + field.name, _openExistential(field.type, do: load)))
            }
        }
        for (key, property) in properties {
            if let linked = property as? any GraphLinkedProperty {
                linked.link(to: node, key: key)
            } else {
                Self.linkNested(property, to: node, prefix: key + ".")
            }
        }
    }

    private static func linkNested<P: DynamicProperty>(_ property: P, to node: ViewNode, prefix: String) {
        ViewTypeInfo.of(P.self).link(property, to: node, prefix: prefix)
    }

    /// Calls `update()` on every dynamic property of `value`, in place, the nested ones before
    /// the properties that hold them, as each body evaluation needs.
    package func updateDynamicProperties<V>(of value: inout V) {
        guard !dynamicFields.isEmpty else { return }
        FieldReflection.withMutableAddress(of: &value) { base in
            for field in dynamicFields {
                @MainActor func update<P: DynamicProperty>(_: P.Type) {
                    FieldReflection.modify(P.self, at: field.offset, in: base) { property in
                        ViewTypeInfo.of(P.self).updateDynamicProperties(of: &property)
                        property.update()
                    }
                }
                _openExistential(field.type, do: update)
            }
        }
    }
}

extension ViewTypeInfo {
    /// Whether two views of any type are the same: of one type, and the same by its rules.
    fileprivate static func isUnchanged(_ old: any View, _ new: any View) -> Bool {
        guard Swift.type(of: old) == Swift.type(of: new) else { return false }
        func open<V: View>(_ old: V) -> Bool {
            guard let new = new as? V else { return false }
            return ViewTypeInfo.of(V.self).isUnchanged(old, new)
        }
        return _openExistential(old, do: open)
    }
}

/// An array of views, compared element by element by the views' own rules rather than by
/// reflecting over boxed copies of them.
package protocol ViewArrayComparing {
    /// Whether the arrays stored at `a` and `b` hold the same views.
    @MainActor static func viewsUnchanged(at a: ValueAddress, _ b: ValueAddress) -> Bool
}

extension Array: ViewArrayComparing where Element: View {
    @MainActor package static func viewsUnchanged(at a: ValueAddress, _ b: ValueAddress) -> Bool {
        let (old, new) = (
            FieldReflection.load(Self.self, at: 0, from: a), FieldReflection.load(Self.self, at: 0, from: b)
        )
        guard old.count == new.count else { return false }
        let info = ViewTypeInfo.of(Element.self)
        let stride = MemoryLayout<Element>.stride
        return old.withUnsafeBytes { old in
            new.withUnsafeBytes { new in
                // Element by element even in one storage: a closure held in a field compared by
                // content counts as a change.
                guard let first = old.baseAddress, let second = new.baseAddress else { return true }
                for index in 0..<old.count / Swift.max(1, stride)
                where !info.isUnchanged(at: first + index * stride, second + index * stride) {
                    return false
                }
                return true
            }
        }
    }
}

/// A view value the graph compares by what it shows, with its own rule: an enum's payload cannot
/// be listed field by field, so a conditional compares the branch it shows as a view, not the
/// bytes of a text's fresh buffer.
@MainActor
package protocol ComparedByContent {
    /// Whether `new` shows the same as `old`, for the graph's purposes.
    static func isUnchanged(_ old: Self, _ new: Self) -> Bool
}
