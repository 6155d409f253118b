import Foundation
import Terrarium
import Testing

@MainActor @Suite struct TableSortingTests {
    struct Row: Equatable {
        let id: Int
        let name: String
        let moisture: Double
    }

    /// Orders strings by length, so that it is not `<`.
    struct ByLength: SortComparator, Hashable {
        var order = SortOrder.forward
        func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
            let result: ComparisonResult =
                lhs.count == rhs.count ? .orderedSame : lhs.count < rhs.count ? .orderedAscending : .orderedDescending
            guard order == .reverse, result != .orderedSame else { return result }
            return result == .orderedAscending ? .orderedDescending : .orderedAscending
        }
    }

    static let rows = (0..<2_000).map { index in
        Row(id: index, name: "plant \((index * 7_919) % 541)", moisture: Double((index * 104_729) % 97) / 97)
    }

    /// What Foundation's comparators say, one comparison at a time.
    private func expected(_ comparators: [KeyPathComparator<Row>]) -> [Row] {
        Self.rows.sorted { comparators.compare($0, $1) == .orderedAscending }
    }

    @Test func sortingByKeysReadOnceOrdersAsFoundationsComparatorsDo() {
        let orders: [[KeyPathComparator<Row>]] = [
            [KeyPathComparator(\Row.moisture)],
            [KeyPathComparator(\Row.moisture, order: .reverse), KeyPathComparator(\Row.name)],
            [KeyPathComparator(\Row.name, order: .reverse), KeyPathComparator(\Row.id, order: .reverse)],
            [KeyPathComparator(\Row.name, comparator: ByLength()), KeyPathComparator(\Row.id)],
            [],
        ]
        for order in orders {
            var rows = Self.rows
            rows.sort(using: order)
            #expect(rows == expected(order))
            #expect(Self.rows.sorted(using: order) == expected(order))
        }
    }

    @Test func aMillionRowsSortInWellUnderTheTimeFoundationTakes() {
        var rows = (0..<1_000_000).map { Row(id: $0, name: "", moisture: Double(($0 &* 2_654_435_761) % 1_000_003)) }
        let elapsed = ContinuousClock().measure { rows.sort(using: KeyPathComparator(\Row.moisture)) }
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.moisture <= $1.moisture })
        // Foundation's own takes tens of seconds here, even unoptimised this takes a few.
        #expect(elapsed < .seconds(20))
    }

    @Test func notANumberSortsAsTheLargestKeyBothWays() {
        var rows = [
            Row(id: 0, name: "a", moisture: 0.5), Row(id: 1, name: "b", moisture: .nan),
            Row(id: 2, name: "c", moisture: 0.1), Row(id: 3, name: "d", moisture: 0.9),
        ]
        rows.sort(using: [KeyPathComparator(\Row.moisture, order: .reverse), KeyPathComparator(\Row.id)])
        // A NaN counts as the largest: first when the order is reversed, last otherwise.
        #expect(rows.map(\.id) == [1, 3, 0, 2])
        rows.sort(using: [KeyPathComparator(\Row.moisture), KeyPathComparator(\Row.id)])
        #expect(rows.map(\.id) == [2, 0, 3, 1])
    }
}
