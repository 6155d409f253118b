@_spi(Reflection) import Swift

/// What the graph needs to know about a view type, found once per type from its field layout.
///
/// The dynamic properties (`@State`, `@Environment`, …) are found by offset so that linking them
/// to their node and comparing two view values skip reflection on every evaluation; a view value
/// is unchanged when its bytes outside the node-linked properties are identical (identical bytes
/// mean identical values, so this is a conservative test).
@MainActor
package final class ViewTypeInfo {
    /// A stored dynamic property: where it lives in the value and its type.
    struct DynamicField {
        let name: String
        let offset: Int
        let type: any DynamicProperty.Type
    }

    let dynamicFields: [DynamicField]
    /// Byte ranges of the value outside the dynamic properties, compared to detect change.
    let comparedRanges: [Range<Int>]
    /// The bindings, compared by the place they point to.
    let bindingFields: [DynamicField]

    private static var cache: [ObjectIdentifier: ViewTypeInfo] = [:]

    /// The information for `type`, computed on first use.
    package static func of(_ type: Any.Type) -> ViewTypeInfo {
        if let info = cache[ObjectIdentifier(type)] { return info }
        let info = ViewTypeInfo(type)
        cache[ObjectIdentifier(type)] = info
        return info
    }

    private init(_ type: Any.Type) {
        var fields: [DynamicField] = []
        var bindings: [DynamicField] = []
        var compared: [Range<Int>] = []
        var fieldCount = 0
        let enumerated = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            fieldCount += 1
            let bytes = offset..<(offset + Self.size(of: fieldType))
            guard let dynamic = fieldType as? any DynamicProperty.Type else {
                compared.append(bytes)
                return true
            }
            fields.append(DynamicField(name: String(cString: name), offset: offset, type: dynamic))
            // Linked properties hold a fresh reference in every view value; their content lives
            // in the node. Bindings are compared by their place, other dynamic properties by value.
            if fieldType is any PlaceComparableBinding.Type {
                bindings.append(fields[fields.count - 1])
            } else if !(fieldType is any GraphLinkedProperty.Type) {
                compared.append(bytes)
            }
            return true
        }
        dynamicFields = fields
        bindingFields = bindings
        // Only the fields' own bytes: the padding between them holds whatever was there.
        // A type whose fields cannot be listed (an enum) is compared whole.
        guard enumerated, fieldCount > 0 else {
            comparedRanges = [0..<Self.size(of: type)]
            return
        }
        var ranges: [Range<Int>] = []
        for range in compared.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = ranges.last, last.upperBound == range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        comparedRanges = ranges
    }

    private static func size(of type: Any.Type) -> Int {
        func measure<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: measure)
    }

    /// Whether two values of the type are the same for the graph's purposes.
    package func isUnchanged<V>(_ old: V, _ new: V) -> Bool {
        if let old = old as? any Equatable, let equal = Self.equal(old, new) { return equal }
        var old = old
        var new = new
        return withUnsafeBytes(of: &old) { a in
            withUnsafeBytes(of: &new) { b in
                comparedRanges.allSatisfy { range in
                    memcmp(a.baseAddress! + range.lowerBound, b.baseAddress! + range.lowerBound, range.count) == 0
                }
                    && bindingFields.allSatisfy { field in
                        func same<P: DynamicProperty>(_: P.Type) -> Bool {
                            guard
                                let old = a.load(fromByteOffset: field.offset, as: P.self)
                                    as? any PlaceComparableBinding
                            else { return false }
                            return old.isSameBinding(as: b.load(fromByteOffset: field.offset, as: P.self))
                        }
                        return _openExistential(field.type, do: same)
                    }
            }
        }
    }

    private static func equal<E: Equatable>(_ old: E, _ new: Any) -> Bool? {
        guard let new = new as? E else { return nil }
        return old == new
    }

    /// Connects every dynamic property of `value` to `node`, so state and environment resolve
    /// there; nested dynamic properties get keys under `prefix`.
    package func link<V>(_ value: V, to node: ViewNode, prefix: String = "") {
        guard !dynamicFields.isEmpty else { return }
        var properties: [(key: String, property: any DynamicProperty)] = []
        withUnsafeBytes(of: value) { bytes in
            for field in dynamicFields {
                func load<P: DynamicProperty>(_: P.Type) -> any DynamicProperty {
                    bytes.load(fromByteOffset: field.offset, as: P.self)
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
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
