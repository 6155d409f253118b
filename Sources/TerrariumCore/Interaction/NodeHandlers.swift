import TerrariumTerminal
import TerrariumTransfer

/// What input modifiers installed on a node: key, tap, paste, drag and hover handlers, a keyboard
/// shortcut, commands, and whether it is a focus section.
///
/// Most nodes have none, so a node holds one optional reference to these rather than a slot for
/// each; the modifiers that set them create it.
@MainActor
package final class NodeHandlers {
    /// Handlers with none set.
    package init() {}

    /// Handlers installed by `onKeyPress`.
    package var keys: [KeyPressHandler] = []
    /// Handlers installed by `onTapGesture`, with their click counts.
    var taps: [(count: Int, action: @MainActor () -> Void)] = []
    /// The handler installed by `onPaste`.
    var paste: (@MainActor (String) -> Void)?
    /// The gesture installed by `gesture(_:)`.
    var drag: DragGesture?
    /// The handler installed by `onHover`.
    var hover: (@MainActor (Bool) -> Void)?
    /// The key installed by `keyboardShortcut`.
    var shortcut: KeyPress?
    /// The action installed by `onExitCommand`.
    package var exitCommand: (@MainActor () -> Void)?
    /// The actions installed by `onCommand`.
    package var commands: [Command: @MainActor () -> Void] = [:]
    /// Whether `focusSection()` groups the focusable views inside for Tab and the arrow keys.
    var isFocusSection = false
    /// Whether focus taken by the views inside goes back where it came from when they leave, as
    /// for a menu or a prompt: set by `returnsFocusOnDismiss()`.
    var returnsFocus = false
    /// Whether the view only opens such popups (a title that opens a menu), set by `opensPopup()`.
    ///
    /// Focus they return goes past it, to where it was before the view was clicked.
    var opensPopup = false
    /// What `defaultFocus(_:_:)` does when focus is given at launch: sets its binding.
    var defaultFocus: (@MainActor () -> Void)?
    /// The items `copyable` offers to a copy.
    var copy: (@MainActor () -> [TransferItem])?
    /// What `cuttable` removes and offers to a cut.
    var cut: (@MainActor () -> [TransferItem])?
    /// The destination `pasteDestination` installed.
    var pasteDestination: PasteDestination?
    /// What `draggable` offers to drag.
    var draggable: DragSource?
    /// What `dropDestination` takes.
    var dropDestination: DropDestination?
}
