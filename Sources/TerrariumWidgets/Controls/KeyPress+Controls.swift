internal import TerrariumTerminal

extension KeyPress {
    /// Whether the press is one a control acts on: a key going down or repeating, with no
    /// Control, Option or Command held (those belong to shortcuts); Shift and the lock keys are
    /// allowed.
    var isPlainPress: Bool {
        phase != .up && modifiers.isDisjoint(with: [.control, .option, .command])
    }
}
