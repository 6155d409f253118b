import Foundation
import Testing

@testable import TerrariumDocuments

@MainActor
@Suite struct AutosaveTests {
    @Test func theTimelineSavesTwoSecondsAfterTheLastEditAndAtLeastEveryThirty() {
        var timeline = AutosaveTimeline(policy: .standard)
        #expect(timeline.nextAutosave == nil)
        timeline.noteEdit(at: .seconds(10))
        #expect(timeline.nextAutosave == .seconds(12))
        for second in stride(from: 11, through: 39, by: 1) { timeline.noteEdit(at: .seconds(second)) }
        #expect(timeline.nextAutosave == .seconds(40), "30 s after the first unsaved edit, though edits go on")
        timeline.noteSaved(snapshot: .seconds(40), stillDirty: false)
        #expect(timeline.nextAutosave == nil)
        timeline.noteEdit(at: .seconds(50))
        timeline.noteAutosaveFailed(at: .seconds(52))
        #expect(timeline.nextAutosave == .seconds(82), "after a failure, the next waits the maximum interval")
    }

    @Test func theTimelineWritesRecoveryEveryEightSecondsOrTwoHundredEdits() {
        var timeline = AutosaveTimeline(policy: .standard)
        timeline.noteEdit(at: .seconds(1))
        #expect(timeline.nextRecovery == .seconds(9))
        for edit in 0..<199 { timeline.noteEdit(at: .milliseconds(1000 + edit)) }
        #expect(timeline.nextRecovery == .milliseconds(1198), "at once after 200 edits")
        timeline.noteRecoveryWritten(snapshot: .seconds(2), editsAfter: 0)
        #expect(timeline.nextRecovery == nil)
    }

    @Test func aDocumentAutosavesAfterTwoIdleSeconds() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("v1", to: "notes.md")
        let clock = ManualDocumentScheduler()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, scheduler: clock))
        document.edit("v2")
        clock.advance(by: .milliseconds(1900))
        await document.waitUntilIdle()
        #expect(folder.text("notes.md") == "v1")
        document.edit("v3")
        clock.advance(by: .milliseconds(1900))
        await document.waitUntilIdle()
        #expect(folder.text("notes.md") == "v1", "each edit restarts the idle delay")
        clock.advance(by: .milliseconds(100))
        await document.waitUntilIdle()
        #expect(folder.text("notes.md") == "v3")
        #expect(!document.hasUnsavedChanges)
        #expect(clock.pendingDeadlines.isEmpty)
        _ = await document.close()
    }

    @Test func typingKeepsTheTimerItHasInsteadOfStartingOneForEachKey() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("v0", to: "notes.md")
        let clock = ManualDocumentScheduler()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, scheduler: clock))
        let before = clock.scheduledCount
        for key in 1...100 {
            document.edit("v\(key)")
            clock.advance(by: .milliseconds(10))
        }
        await document.waitUntilIdle()
        #expect(clock.scheduledCount == before + 1, "one timer for a hundred keys")
        #expect(clock.pendingDeadlines == [.seconds(2)], "set for the first key's autosave, which is not due yet")
        // It fires early, finds nothing due, and is set for the autosave the last key moved.
        clock.advance(by: .milliseconds(1000))
        await document.waitUntilIdle()
        #expect(folder.text("notes.md") == "v0")
        #expect(clock.pendingDeadlines == [.milliseconds(2990)])
        clock.advance(by: .milliseconds(990))
        await document.waitUntilIdle()
        #expect(folder.text("notes.md") == "v100")
        _ = await document.close()
    }

    @Test func continuousTypingStillSavesEveryThirtySecondsAndWritesRecoveryEveryEight() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("0", to: "notes.md")
        let clock = ManualDocumentScheduler()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, scheduler: clock))
        let store = try #require(document.recoveryStore)
        var recoveryTimes: [Int] = []
        var saveTimes: [Int] = []
        var lastRecovery: Data?
        for second in 1...31 {
            document.edit("\(second)")
            clock.advance(by: .seconds(1))
            await document.waitUntilIdle()
            let recovered = store.read(for: document.recoveryKey, limit: 100)?.contents.regularFileContents
            if let recovered, recovered != lastRecovery { recoveryTimes.append(second + 1) }
            lastRecovery = recovered
            if folder.text("notes.md") == "\(second)"
                && saveTimes.last.map({ "\($0)" != folder.text("notes.md") }) ?? true
            {
                saveTimes.append(second + 1)
            }
        }
        #expect(recoveryTimes.prefix(3) == [9, 17, 25])
        #expect(saveTimes.first == 31, "the first save comes 30 s after the first edit")
        _ = await document.close()
    }

    @Test func twoHundredEditsWriteARecoveryCopyAtOnce() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("", to: "notes.md")
        let clock = ManualDocumentScheduler()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, scheduler: clock))
        for edit in 1...200 { document.edit(String(repeating: "a", count: edit)) }
        clock.advance(by: .zero)
        await document.waitUntilIdle()
        let store = try #require(document.recoveryStore)
        #expect(store.read(for: document.recoveryKey, limit: 1000)?.contents.regularFileContents?.count == 200)
        #expect(folder.text("notes.md") == "")
        _ = await document.close(discardingChanges: true)
        #expect(store.read(for: document.recoveryKey, limit: 1000) == nil, "closing removes the copy")
    }

    @Test func withoutALockNoRecoveryTimerIsArmed() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("", to: "notes.md")
        let clock = ManualDocumentScheduler()
        var environment = testEnvironment(folder, scheduler: clock)
        environment.locksFiles = false
        let document = await openText(folder, "notes.md", environment: environment)
        for edit in 1...200 { document.edit(String(repeating: "a", count: edit)) }
        for _ in 0..<10 {
            clock.advance(by: .milliseconds(100))
            await document.waitUntilIdle()
        }
        #expect(clock.firedCount == 0, "a copy that cannot be written is not due")
        #expect(clock.pendingDeadlines == [.seconds(2)], "only the autosave is")
        _ = await document.close(discardingChanges: true)
    }

    @Test func aFailedRecoveryCopyBacksOffInsteadOfFiringOverAndOver() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("", to: "notes.md")
        let clock = ManualDocumentScheduler()
        let disk = FaultInjectingFileSystem()
        let document = await openText(
            folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk, scheduler: clock))
        for _ in 0..<100 { disk.fail(.create, with: ENOSPC, pathContaining: "notes.md.recovery.terrarium-save") }
        for edit in 1...200 { document.edit(String(repeating: "a", count: edit)) }
        for _ in 0..<10 {
            clock.advance(by: .milliseconds(100))
            await document.waitUntilIdle()
        }
        #expect(clock.firedCount == 1, "one try, then no more until the back-off is over")
        #expect(document.timeline.nextRecovery == .seconds(30) + .milliseconds(100))
        #expect(clock.pendingDeadlines == [.seconds(2)], "the autosave still comes")
        _ = await document.close(discardingChanges: true)
    }

    @Test func aFailedAutosaveBacksOffInsteadOfHittingAFullDiskEveryTwoSeconds() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("v1", to: "notes.md")
        let clock = ManualDocumentScheduler()
        let disk = FaultInjectingFileSystem()
        let document = await openText(
            folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk, scheduler: clock))
        document.edit("v2")
        disk.fail(.write, with: ENOSPC, pathContaining: "notes.md.terrarium-save")
        clock.advance(by: .seconds(2))
        await document.waitUntilIdle()
        #expect(document.documentState == .savingError)
        #expect(folder.text("notes.md") == "v1")
        clock.advance(by: .seconds(10))
        await document.waitUntilIdle()
        #expect(folder.text("notes.md") == "v1")
        clock.advance(by: .seconds(20))
        await document.waitUntilIdle()
        #expect(folder.text("notes.md") == "v2", "retried 30 s after the failure")
        #expect(document.documentState == .normal)
        _ = await document.close()
    }
}
