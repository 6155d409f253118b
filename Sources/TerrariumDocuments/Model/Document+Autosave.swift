extension Document {
    /// Sets the one timer to the earliest due autosave or recovery copy, or none.
    ///
    /// Nothing is due while closed or read-only; autosave waits while in conflict (it must not
    /// write over the disk's version), recovery copies do not. A recovery copy this document may
    /// not write (``canWriteRecoveryCopy``) is never due, so its time cannot stay in the past.
    ///
    /// Each key typed moves the autosave later, so a timer already set for an earlier time is
    /// kept rather than replaced: when it fires nothing is due yet and it is set again for the
    /// new time. Cancelling and starting a task on every key costs more than the key's edit.
    package func reschedule() {
        guard documentState.isDisjoint(with: [.closed, .editingDisabled]) else { return cancelTimer() }
        var deadline: Duration?
        if !documentState.contains(.inConflict), let autosave = timeline.nextAutosave { deadline = autosave }
        if canWriteRecoveryCopy, let recovery = timeline.nextRecovery { deadline = min(deadline ?? recovery, recovery) }
        guard let deadline else { return cancelTimer() }
        if timer != nil, let armed = timerDeadline, armed <= deadline { return }
        cancelTimer()
        timerDeadline = deadline
        timer = scheduler.schedule(at: deadline) { [weak self] in self?.timerFired() }
    }

    /// Calls off the timer, if one is set.
    package func cancelTimer() {
        timer?.cancel()
        timer = nil
        timerDeadline = nil
    }

    private func timerFired() {
        timer = nil
        timerDeadline = nil
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
