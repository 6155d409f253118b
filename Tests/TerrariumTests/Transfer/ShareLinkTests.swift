import Foundation
import TerrariumPOSIX
import TerrariumTesting
import Testing

@testable import Terrarium

extension ContentType {
    fileprivate static let seedPacket = ContentType(
        exportedAs: "com.example.terrarium.seed-packet", conformingTo: .json, filenameExtensions: ["seeds"])
}

private struct SeedPacket: Codable, Transferable {
    var name: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .seedPacket)
        ProxyRepresentation(exporting: { "\($0.name) seeds" })
    }
}

@MainActor @Suite struct ShareLinkTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("share-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func host(command: String? = nil) -> TestHost<some View> {
        var environment = EnvironmentValues()
        environment.shareCommand = command
        return TestHost(
            ShareLink(item: SeedPacket(name: "Basil"), preview: SharePreview("Basil")),
            size: Size(width: 120, height: 2),
            environment: environment)
    }

    @Test func copyWritesEveryRepresentationToTheClipboard() async throws {
        let host = host()
        #expect(host.lines()[0].hasPrefix("[ Share ]"))
        host.click(on: "Share")
        #expect(host.lines()[0].hasPrefix("[ Copy ] [ Save… ] [ Cancel ]"))
        // The first destination has focus, so Return copies.
        host.press(.return)
        let clipboard = try #require(host.environment.clipboard)
        await clipboard.waitUntilIdle()
        #expect(try await clipboard.read(String.self) == "Basil seeds")
        #expect(try await clipboard.read(SeedPacket.self).name == "Basil")
        host.render()
        #expect(host.lines() == ["[ Share ]", "Copied"])
    }

    @Test func saveProposesTheNameWithTheTypesExtensionAndNeverReplacesAFile() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = host()
        let clipboard = try #require(host.environment.clipboard)
        host.click(on: "Share")
        host.click(on: "Save…")
        #expect(host.lines()[0].contains("Save Basil to: Basil.seeds"))
        // Typing replaces nothing: the field's text is edited where the cursor is, at the end.
        for _ in 0..<"Basil.seeds".count { host.press(.delete) }
        host.type(folder.path + "/basil")
        host.press(.return)
        await clipboard.waitUntilIdle()
        let saved = folder.appendingPathComponent("basil.seeds")
        let packet = try JSONDecoder().decode(SeedPacket.self, from: Data(contentsOf: saved))
        #expect(packet.name == "Basil")
        host.render()
        #expect(host.lines()[1] == "Saved to \(saved.path)")
        // Saving again to the same path refuses and leaves the file as it was.
        try Data("keep".utf8).write(to: saved)
        host.click(on: "Share")
        host.click(on: "Save…")
        for _ in 0..<"Basil.seeds".count { host.press(.delete) }
        host.type(saved.path)
        host.press(.return)
        await clipboard.waitUntilIdle()
        #expect(try Data(contentsOf: saved) == Data("keep".utf8))
        host.render()
        #expect(host.lines()[1] == "Not saved: \(saved.path) already exists")
    }

    @Test func pipeFeedsTheTextToTheCommandAndReportsAFailure() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.txt")
        let host = host(command: "cat > '\(out.path)'")
        let clipboard = try #require(host.environment.clipboard)
        host.click(on: "Share")
        host.click(on: "Pipe")
        await clipboard.waitUntilIdle()
        #expect(try String(contentsOf: out, encoding: .utf8) == "Basil seeds")
        host.render()
        #expect(host.lines()[1] == "Piped to cat > '\(out.path)'")

        let failing = self.host(command: "echo nope; exit 3")
        let failingClipboard = try #require(failing.environment.clipboard)
        failing.click(on: "Share")
        failing.click(on: "Pipe")
        await failingClipboard.waitUntilIdle()
        failing.render()
        #expect(failing.lines()[1] == "echo nope; exit 3 failed with status 3: nope")
    }

    @Test func pipeHandsTheTerminalToTheCommandWhenTheRunLoopOffersIt() async throws {
        /// What the run loop's handover was asked to run, and what it answers.
        @MainActor final class Terminal {
            var runs: [String] = []
            var outcome = ForegroundOutcome.exited(status: 0)
        }
        let terminal = Terminal()
        var environment = EnvironmentValues()
        environment.shareCommand = "less"
        environment.terminalHandover = TerminalHandoverAction { command, input in
            terminal.runs.append(command + " < " + String(decoding: input, as: UTF8.self))
            return terminal.outcome
        }
        let host = TestHost(
            ShareLink(item: SeedPacket(name: "Basil"), preview: SharePreview("Basil")),
            size: Size(width: 120, height: 2), environment: environment)
        let clipboard = try #require(host.environment.clipboard)
        let expectations: [(ForegroundOutcome, String)] = [
            (.exited(status: 0), "Piped to less"),
            (.exited(status: 1), "less failed with status 1"),
            (.signaled(9), "less was ended by signal 9"),
            (.notRun(reason: "another program has the terminal"), "Not piped: another program has the terminal"),
        ]
        for (outcome, message) in expectations {
            terminal.outcome = outcome
            host.click(on: "Share")
            host.click(on: "Pipe to less")
            await clipboard.waitUntilIdle()
            host.render()
            #expect(host.lines()[1] == message)
        }
        #expect(terminal.runs == Array(repeating: "less < Basil seeds", count: 4))
    }

    @Test func escapeAndCancelCloseTheChoices() {
        let host = host()
        host.click(on: "Share")
        host.click(on: "Cancel")
        #expect(host.lines()[0].hasPrefix("[ Share ]"))
        host.click(on: "Share")
        host.press(.escape)
        #expect(host.lines()[0].hasPrefix("[ Share ]"))
    }

    @Test func tabCompletesAPathAsAShellDoes() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("plants"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("planter.txt").path, contents: nil)
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(".plan").path, contents: nil)
        let base = folder.path + "/"
        #expect(PathCompletion.complete(base + "pla") == base + "plant")
        #expect(PathCompletion.complete(base + "plants") == base + "plants/")
        #expect(PathCompletion.complete(base + "plante") == base + "planter.txt")
        #expect(PathCompletion.complete(base + "zzz") == base + "zzz")
        #expect(PathCompletion.complete(base + ".pl") == base + ".plan")
        #expect(PathCompletion.complete(folder.path + "/missing/x") == folder.path + "/missing/x")
    }
}
