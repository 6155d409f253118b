/// The times a document's edits, saves and recovery copies happened, and from them when the next
/// autosave and recovery copy are due: the timing rules as a plain value, tested on its own.
package struct AutosaveTimeline: Equatable, Sendable {
    /// The rules.
    package var policy: AutosavePolicy
    /// When the first edit not yet saved was made; nil when everything is saved.
    package private(set) var dirtySince: Duration?
    /// When the last edit was made.
    package private(set) var lastEdit: Duration?
    /// When the first edit not yet in a recovery copy was made; nil when there is none.
    package private(set) var unrecoveredSince: Duration?
    /// How many edits are not yet in a recovery copy.
    package private(set) var unrecoveredEdits = 0
    /// No autosave before this time: set after a failed one, so a full disk is not hit every 2 s.
    package private(set) var retryNotBefore: Duration?
    /// No recovery copy before this time: set after one failed or could not be written, so a due
    /// time in the past does not fire again at once, forever.
    package private(set) var recoveryRetryNotBefore: Duration?

    /// Makes a timeline with nothing to save.
    package init(policy: AutosavePolicy) {
        self.policy = policy
    }

    /// Notes an edit made at `now`.
    package mutating func noteEdit(at now: Duration) {
        if dirtySince == nil { dirtySince = now }
        if unrecoveredSince == nil { unrecoveredSince = now }
        lastEdit = now
        unrecoveredEdits += 1
    }

    /// Notes a save of the contents as they were at `snapshot`; `stillDirty` when edits came
    /// after the snapshot, which then count as dirty from the snapshot's time.
    package mutating func noteSaved(snapshot: Duration, stillDirty: Bool) {
        retryNotBefore = nil
        recoveryRetryNotBefore = nil
        if stillDirty {
            dirtySince = snapshot
        } else {
            dirtySince = nil
            unrecoveredSince = nil
            unrecoveredEdits = 0
        }
    }

    /// Notes that the contents count as saved without a save (a reload, `.cleared`).
    package mutating func noteClean() {
        noteSaved(snapshot: .zero, stillDirty: false)
    }

    /// Notes a failed autosave at `now`: the next waits for the maximum interval.
    package mutating func noteAutosaveFailed(at now: Duration) {
        retryNotBefore = now + policy.maximumInterval
    }

    /// Notes a recovery copy that failed (or was not written) at `now`: the next waits for the
    /// maximum interval, as an autosave does after a failure.
    package mutating func noteRecoveryFailed(at now: Duration) {
        recoveryRetryNotBefore = now + policy.maximumInterval
    }

    /// Notes a recovery copy of the contents as they were at `snapshot`, with `editsAfter` edits
    /// made since the snapshot.
    package mutating func noteRecoveryWritten(snapshot: Duration, editsAfter: Int) {
        recoveryRetryNotBefore = nil
        unrecoveredEdits = editsAfter
        unrecoveredSince = editsAfter > 0 ? snapshot : nil
    }

    /// When the next autosave is due: the idle delay after the last edit, or the maximum
    /// interval after the first unsaved one, whichever is sooner; nil when clean.
    package var nextAutosave: Duration? {
        guard let dirtySince, let lastEdit else { return nil }
        let due = min(lastEdit + policy.idleDelay, dirtySince + policy.maximumInterval)
        return retryNotBefore.map { max($0, due) } ?? due
    }

    /// When the next recovery copy is due: at once after the edit count, else the recovery
    /// interval after the first edit not in one, but not before a failed one's back-off is over;
    /// nil when there is none to write.
    package var nextRecovery: Duration? {
        guard let unrecoveredSince, dirtySince != nil else { return nil }
        let due =
            unrecoveredEdits >= policy.recoveryEditCount
            ? lastEdit ?? unrecoveredSince : unrecoveredSince + policy.recoveryInterval
        return recoveryRetryNotBefore.map { max($0, due) } ?? due
    }
}
