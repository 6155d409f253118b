import TerrariumCore
import Testing

/// Values seen as `Any` compare by their type's `==`, bindings by their place, optionals by what
/// they wrap; a type without either cannot be compared.
@MainActor @Suite struct AnyEqualityTests {
    final class Object {}
    struct Unequatable { var count: Int }

    @Test func equatableValuesCompareWithTheirOwnEquality() throws {
        let equal = try #require(AnyEquality.equatable(Int.self))
        #expect(equal(3, 3))
        #expect(!equal(3, 4))
        // A value of another type is never the same, even one with the same bits.
        #expect(!equal(3, UInt(3)))
        let optional = try #require(AnyEquality.equatable(Int?.self))
        #expect(optional(Int?.none as Any, Int?.none as Any))
        #expect(!optional(Int?(1) as Any, Int?.none as Any))
    }

    @Test func typesWithoutEqualityCannotBeCompared() {
        #expect(AnyEquality.equatable(Unequatable.self) == nil)
        #expect(AnyEquality.equatable(Object.self) == nil)
        #expect(AnyEquality.environmental(Object.self) == nil)
        // Asked twice, the kept answer is the same.
        #expect(AnyEquality.equatable(Unequatable.self) == nil)
    }

    @Test func anEnvironmentComparesBindingsByTheirPlaceAlsoInsideAnOptional() throws {
        var first = 1
        var second = 1
        let toFirst = Binding(get: { first }, set: { first = $0 })
        let toSecond = Binding(get: { second }, set: { second = $0 })
        let compare = try #require(AnyEquality.environmental(Binding<Int>.self))
        #expect(compare(toFirst, toFirst))
        #expect(!compare(toFirst, toSecond))
        let optional = try #require(AnyEquality.environmental(Binding<Int>?.self))
        #expect(optional(Binding<Int>?(toFirst) as Any, Binding<Int>?(toFirst) as Any))
        #expect(!optional(Binding<Int>?(toFirst) as Any, Binding<Int>?(toSecond) as Any))
        #expect(!optional(Binding<Int>?(toFirst) as Any, Binding<Int>?.none as Any))
        #expect(optional(Binding<Int>?.none as Any, Binding<Int>?.none as Any))
        // An optional of a type that cannot be compared cannot be either.
        #expect(AnyEquality.environmental(Object?.self) == nil)
    }
}
