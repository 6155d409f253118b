import Foundation
import TerrariumGroupActivities
import Testing

@Suite struct HandshakeTests {
    @Test func aConnectionThatNeverSaysHelloIsClosedWithAReason() async throws {
        let session = try await Bystanders(try HubHarness(handshakeTimeout: .milliseconds(300)))
        let silent = RawPeer(try session.harness.rawConnection())
        let reason = disconnectionReason(in: await silent.framesUntilClosed(timeout: .seconds(30)))
        #expect(reason?.contains("no hello") == true, "\(String(describing: reason))")
        try await session.expectCarryOn()
    }
}
