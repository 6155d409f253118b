import TerrariumTerminal
import TerrariumTransfer

extension InputRouter {
    /// The enabled nodes a copy, cut or paste goes through: the focused view (or the key root)
    /// and its ancestors.
    private var transferChain: [ViewNode] {
        guard let start = focusedNode ?? keyRoot else { return [] }
        return Array(sequence(first: start) { $0.inputParent }).filter { $0.environment.isEnabled }
    }

    /// Runs the copy, cut or paste that `node` offers for `command`; false when it offers none.
    ///
    /// Called for each node on the focus chain in turn, after the node's own `onCommand`
    /// handlers, so the nearest view decides.
    func performTransfer(_ command: Command, at node: ViewNode) -> Bool {
        switch command {
        case .copy:
            guard let items = copyItems(at: node) else { return false }
            write(items, from: node)
        case .cut:
            guard let items = cutItems(at: node) else { return false }
            write(items, from: node)
        case .paste:
            // Taken only where something on this node says it takes a paste, so that a nearer
            // ancestor's `onCommand(.paste)` still comes before a farther destination.
            guard let clipboard = node.environment.clipboard,
                !pasteTargets(from: node, onlyHere: true, forHelp: true).isEmpty
            else { return false }
            let reference = WeakNodeReference(node: node)
            clipboard.run { [weak self] in
                let items = await clipboard.read()
                guard let self, let node = reference.node, node.isAttached else { return }
                await self.deliver(items, from: node, clipboard: clipboard)
            }
        default:
            return false
        }
        return true
    }

    /// Whether something on the focus chain offers `command` now, for a help line.
    func canPerformTransfer(_ command: Command) -> Bool {
        transferChain.contains { node in
            switch command {
            case .copy: copyItems(at: node) != nil
            case .cut: node.handlers?.cut != nil || node.renderer?.transferResponder?.canCut == true
            case .paste: !pasteTargets(from: node, onlyHere: true, forHelp: true).isEmpty
            default: false
            }
        }
    }

    /// Delivers text the terminal pasted to the nearest place on the focus chain that takes it:
    /// the focused text field, an `onPaste` handler, a paste destination reading text, or a
    /// hosted widget's responder.
    func handlePaste(_ text: String) -> Bool {
        if graph.dragAndDrop.handlePastedFiles(text) { return true }
        guard let start = focusedNode ?? keyRoot else { return false }
        let item = TransferItem(text)
        for target in pasteTargets(from: start) {
            switch target {
            case .text(let node):
                if node.renderer?.paste(text, node: node) == true { return true }
            case .handler(let handler):
                handler(text)
                return true
            case .destination(let destination):
                guard item.contentType(accepting: destination.contentTypes) != nil else { continue }
                receive([item], by: destination, clipboard: start.environment.clipboard)
                return true
            case .responder(let responder):
                if item.contentType(accepting: responder.pasteContentTypes) != nil, responder.paste([item]) {
                    return true
                }
            }
        }
        return false
    }

    // MARK: - Copy and cut

    /// What the nearest view on the focus chain offers to copy, for a host that forwards the
    /// command into this graph.
    package var itemsToCopy: [TransferItem] {
        transferChain.lazy.compactMap { self.copyItems(at: $0) }.first ?? []
    }

    /// Whether something on the focus chain can cut now.
    package var canCut: Bool { canPerformTransfer(.cut) }

    /// Cuts from the nearest view on the focus chain that can, and returns what it cut.
    package func cutFromFocusChain() -> [TransferItem] {
        transferChain.lazy.compactMap { self.cutItems(at: $0) }.first ?? []
    }

    /// The content types the paste destinations and hosted responders on the focus chain read,
    /// nearest first.
    package var pasteContentTypes: [ContentType] {
        guard let start = focusedNode ?? keyRoot else { return [] }
        return pasteTargets(from: start, forHelp: true).flatMap { target -> [ContentType] in
            switch target {
            case .text, .handler: [.plainText]
            case .destination(let destination): destination.contentTypes
            case .responder(let responder): responder.pasteContentTypes
            }
        }
    }

    /// Pastes `items` at the nearest place on the focus chain that reads one of their types;
    /// returns whether there is one.
    package func paste(_ items: [TransferItem]) -> Bool {
        guard let start = focusedNode ?? keyRoot,
            items.contains(where: { $0.contentType(accepting: pasteContentTypes) != nil })
        else { return false }
        let clipboard = start.environment.clipboard
        Self.run({ [weak self] in await self?.deliver(items, from: start, clipboard: clipboard) }, on: clipboard)
        return true
    }

    private func copyItems(at node: ViewNode) -> [TransferItem]? {
        if let copy = node.handlers?.copy { return nonEmpty(copy()) }
        return node.renderer?.transferResponder.flatMap { nonEmpty($0.itemsToCopy()) }
    }

    private func cutItems(at node: ViewNode) -> [TransferItem]? {
        if let cut = node.handlers?.cut { return nonEmpty(cut()) }
        guard let responder = node.renderer?.transferResponder, responder.canCut else { return nil }
        return nonEmpty(responder.cutItems())
    }

    private func nonEmpty(_ items: [TransferItem]) -> [TransferItem]? { items.isEmpty ? nil : items }

    private func write(_ items: [TransferItem], from node: ViewNode) {
        guard let clipboard = node.environment.clipboard else { return }
        clipboard.run { await clipboard.write(items) }
    }

    // MARK: - Paste

    /// A place a paste can land.
    private enum PasteTarget {
        /// The focused node's own paste, as a text field's.
        case text(ViewNode)
        /// An `onPaste` handler.
        case handler(@MainActor (String) -> Void)
        /// A `pasteDestination`.
        case destination(PasteDestination)
        /// A hosted widget's responder.
        case responder(any TransferResponder)
    }

    /// The places a paste can land from `start` up, nearest first; only `start`'s own with
    /// `onlyHere`.
    ///
    /// The focused node's own paste is always tried (a hosted widget or program may take text
    /// without saying so beforehand); a help line counts it only where it says it takes text.
    private func pasteTargets(from start: ViewNode, onlyHere: Bool = false, forHelp: Bool = false) -> [PasteTarget] {
        var targets: [PasteTarget] = []
        for node in sequence(first: start, next: { onlyHere ? nil : $0.inputParent }) where node.environment.isEnabled {
            // An ancestor that handles the paste command itself ends the way up.
            if node !== start, node.handlers?.commands[.paste] != nil { break }
            if node === focusedNode, !forHelp || node.renderer?.acceptsPaste == true { targets.append(.text(node)) }
            if let handler = node.handlers?.paste { targets.append(.handler(handler)) }
            if let destination = node.handlers?.pasteDestination { targets.append(.destination(destination)) }
            if let responder = node.renderer?.transferResponder, !responder.pasteContentTypes.isEmpty {
                targets.append(.responder(responder))
            }
        }
        return targets
    }

    /// Gives `items` read from the clipboard to the nearest target from `start` up that reads
    /// one of their types.
    private func deliver(_ items: [TransferItem], from start: ViewNode, clipboard: Clipboard?) async {
        for target in pasteTargets(from: start) {
            switch target {
            case .text(let node):
                guard let text = await text(of: items) else { continue }
                if node.renderer?.paste(text, node: node) == true { return }
            case .handler(let handler):
                guard let text = await text(of: items) else { continue }
                handler(text)
                return
            case .destination(let destination):
                let accepted = items.filter { $0.contentType(accepting: destination.contentTypes) != nil }
                guard !accepted.isEmpty else { continue }
                await receiveNow(accepted, by: destination, clipboard: clipboard)
                return
            case .responder(let responder):
                let accepted = items.filter { $0.contentType(accepting: responder.pasteContentTypes) != nil }
                if !accepted.isEmpty, responder.paste(accepted) { return }
            }
        }
        clipboard?.report(items.isEmpty ? "Nothing to paste" : "Cannot paste: nothing here reads what was copied")
    }

    /// The first item's text, for a text field or an `onPaste` handler.
    private func text(of items: [TransferItem]) async -> String? {
        for item in items where item.contentType(accepting: [.plainText]) != nil {
            if let text = try? await item.load(String.self) { return text }
        }
        return nil
    }

    private func receive(_ items: [TransferItem], by destination: PasteDestination, clipboard: Clipboard?) {
        Self.run({ [weak self] in await self?.receiveNow(items, by: destination, clipboard: clipboard) }, on: clipboard)
    }

    /// Runs `work` as one of the clipboard's tasks, so a host can wait for it; without a
    /// clipboard (a tree hosted on its own) as a task of its own, so a paste is never dropped.
    private static func run(_ work: @escaping @MainActor () async -> Void, on clipboard: Clipboard?) {
        if let clipboard {
            clipboard.run(work)
        } else {
            Task { @MainActor in await work() }
        }
    }

    /// Runs the destination; a failure to load is reported on the clipboard, and nothing changes.
    private func receiveNow(_ items: [TransferItem], by destination: PasteDestination, clipboard: Clipboard?) async {
        do {
            try await destination.receive(items)
        } catch {
            clipboard?.report("Cannot paste: \(error)")
        }
    }
}
