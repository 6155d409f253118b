import Foundation
import Synchronization
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

    /// A row whose key counts how often it is read.
    struct CountedRow {
        static let reads = Mutex(0)
        let value: Double
        var key: Double {
            Self.reads.withLock { $0 += 1 }
            return value
        }
    }

    @Test func eachKeyIsReadOnceHoweverManyComparisonsTheSortMakes() {
        // Foundation's reads a key on both sides of every comparison: about 2·n·log₂n reads,
        // which is what makes a million rows take tens of seconds on Linux.
        let count = 20_000
        var rows = (0..<count).map { CountedRow(value: Double(($0 &* 2_654_435_761) % 1_000_003)) }
        CountedRow.reads.withLock { $0 = 0 }
        rows.sort(using: KeyPathComparator(\CountedRow.key, order: .reverse))
        #expect(CountedRow.reads.withLock { $0 } == count)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.value >= $1.value })
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
