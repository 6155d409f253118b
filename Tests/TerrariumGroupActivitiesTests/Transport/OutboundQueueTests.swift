import Foundation
import Testing

@testable import TerrariumGroupActivities

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct OutboundQueueTests {
    @Test func controlFramesGoBeforeBulkOnesAndEachKeepsItsOrder() throws {
        var queue = OutboundQueue()
        // More frames of each kind than the queue takes before it drops the slots it has taken.
        let bulk = (0..<3000).map { Data("b\($0),".utf8) }
        let control = (0..<3000).map { Data("c\($0),".utf8) }
        for frame in bulk { queue.append(frame, bulk: true) }
        for frame in control { queue.append(frame) }
        queue.append(Data())
        #expect(queue.count == (bulk + control).reduce(0) { $0 + $1.count })
        #expect(queue.bulkCount == bulk.reduce(0) { $0 + $1.count })

        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let flushed = queue.flush(to: ends[1])
        #expect(flushed)
        #expect(queue.isEmpty)
        #expect(queue.bulkCount == 0)
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < (control + bulk).reduce(0, { $0 + $1.count }) {
            let count = read(ends[0], &buffer, buffer.count)
            try #require(count > 0)
            received += buffer[0..<count]
        }
        #expect(received == Data((control + bulk).joined()))
    }
}
