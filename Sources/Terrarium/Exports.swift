// Foundation and Observation come too, as with `import SwiftUI`: `Date`, `URL` and `@Observable`
// need no import of their own.
@_exported public import Foundation
@_exported public import Observation
// Documents come too, as SwiftUI brings `FileDocument` and `DocumentGroup`.
@_exported public import TerrariumDocuments
// The terminal types a view or a representable names (`Size`, `Widget`, `KeyPress`, `Color`,
// `GraphicsContext`, …) come with `import Terrarium`, as SwiftUI's API brings what it exposes.
@_exported public import TerrariumTerminal
// Content types and `Transferable` come too, as SwiftUI brings `UTType` and `Transferable`.
@_exported public import TerrariumTransfer
