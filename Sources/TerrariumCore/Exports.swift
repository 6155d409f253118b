// The terminal's values (`Size`, `Color`, `KeyPress`, `GraphicsContext`, …) and the transfer types
// (`Transferable`, `UTType`) are in the engine's API, so they come with it.
@_exported public import TerrariumTerminal
@_exported public import TerrariumTransfer
