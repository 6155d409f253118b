// The umbrella: one import brings the engine and every edge built on it, as `import SwiftUI`
// brings SwiftUICore. Foundation and Observation come too: `Date`, `URL` and `@Observable` need
// no import of their own. So do the documents (as SwiftUI brings `FileDocument`), the terminal's
// values a view or a representable names (`Size`, `Widget`, `KeyPress`, `Color`,
// `GraphicsContext`, …) and the content types with `Transferable`, as SwiftUI brings `UTType`.
@_exported public import Foundation
@_exported public import Observation
@_exported public import TerrariumApp
@_exported public import TerrariumControls
@_exported public import TerrariumCore
@_exported public import TerrariumDocuments
@_exported public import TerrariumDocumentsUI
@_exported public import TerrariumImaging
@_exported public import TerrariumInspector
@_exported public import TerrariumSharingUI
@_exported public import TerrariumTerminal
@_exported public import TerrariumTransfer
