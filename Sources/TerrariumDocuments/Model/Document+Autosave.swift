extension Document {
    /// Sets the one timer to the earliest due autosave or recovery copy, or none.
    ///
    /// Nothing is due while closed or read-only; autosave waits while in conflict (it must not
    /// write over the disk's version), recovery copies do not. A recovery copy this document may
    /// not write (``canWriteRecoveryCopy``) is never due, so its time cannot stay in the past.
    package func reschedule() {
        timer?.cancel()
        timer = nil
        guard documentState.isDisjoint(with: [.closed, .editingDisabled]) else { return }
        var deadlines: [Duration] = []
        if !documentState.contains(.inConflict), let autosave = timeline.nextAutosave { deadlines.append(autosave) }
        if canWriteRecoveryCopy, let recovery = timeline.nextRecovery { deadlines.append(recovery) }
        guard let deadline = deadlines.min() else { return }
        timer = scheduler.schedule(at: deadline) { [weak self] in self?.timerFired() }
    }

    private func timerFired() {
        timer = nil
        _ = enqueueTask { await self.runDueWork() }
    }

    /// Autosaves if due, else writes a recovery copy if due, then sets the timer again.
    private func runDueWork() async {
        let now = scheduler.now
        if !documentState.contains(.inConflict), let due = timeline.nextAutosave, due <= now {
            if await autosaveNow() {
                reschedule()
                return
            }
        }
        if let due = timeline.nextRecovery, due <= now, await !writeRecoveryCopyNow() {
            // Whatever kept the copy from being written, its due time must not stay in the past,
            // or the timer would fire again at once, over and over.
            if let still = timeline.nextRecovery, still <= scheduler.now {
                timeline.noteRecoveryFailed(at: scheduler.now)
            }
        }
        reschedule()
    }
}
