/// When a dirty document saves itself and writes its recovery copy.
public struct AutosavePolicy: Equatable, Sendable {
    /// How long after the last edit an autosave runs.
    public var idleDelay: Duration
    /// The longest a document stays dirty, even while edits keep coming.
    public var maximumInterval: Duration
    /// The longest an edit stays out of the recovery copy.
    public var recoveryInterval: Duration
    /// How many edits make a recovery copy at once.
    public var recoveryEditCount: Int

    /// Makes a policy.
    public init(
        idleDelay: Duration = .seconds(2), maximumInterval: Duration = .seconds(30),
        recoveryInterval: Duration = .seconds(8), recoveryEditCount: Int = 200
    ) {
        self.idleDelay = idleDelay
        self.maximumInterval = maximumInterval
        self.recoveryInterval = recoveryInterval
        self.recoveryEditCount = recoveryEditCount
    }

    /// Saves 2 s after the last edit and at least every 30 s while dirty; a recovery copy at
    /// least every 8 s or 200 edits.
    public static let standard = AutosavePolicy()
}
