extension Document {
    /// Sets the one timer to the earliest due autosave or recovery copy, or none.
    ///
    /// Nothing is due while closed or read-only; autosave waits while in conflict (it must not
    /// write over the disk's version), recovery copies do not.
    package func reschedule() {
        timer?.cancel()
        timer = nil
        guard documentState.isDisjoint(with: [.closed, .editingDisabled]) else { return }
        var deadlines: [Duration] = []
        if !documentState.contains(.inConflict), let autosave = timeline.nextAutosave { deadlines.append(autosave) }
        if recoveryStore != nil, let recovery = timeline.nextRecovery { deadlines.append(recovery) }
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
        if let due = timeline.nextRecovery, due <= now { await writeRecoveryCopyNow() }
        reschedule()
    }
}
