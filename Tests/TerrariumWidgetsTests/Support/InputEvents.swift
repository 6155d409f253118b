import TerrariumTerminal

/// A left press at `(x, y)`.
func click(_ x: Int, _ y: Int) -> InputEvent {
    .mouse(MouseEvent(.press(.left), at: Point(x: x, y: y)))
}

/// A key going down, with `modifiers`.
func key(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> InputEvent {
    .key(KeyPress(key, modifiers: modifiers))
}
