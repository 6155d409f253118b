public import TerrariumTerminal

extension TerminalWidget {
    /// Gives keys, pastes and the mouse to the program, or uses them to scroll and select.
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let press): return handleKey(press)
        case .paste(let text): return handlePaste(text)
        case .mouse(let mouse): return handleMouse(mouse)
        case .focus, .reply: return false
        }
    }

    private func handleKey(_ press: KeyPress) -> Bool {
        guard press.phase != .up else { return false }
        if press.key == focusReleaseShortcut.key, press.modifiers == focusReleaseShortcut.modifiers {
            return host?.widgetRequestsFocusMove(self, .next) ?? false
        }
        guard let connection = activeConnection, let facts = screenFacts else { return false }
        if press.modifiers == .shift, press.key == .pageUp || press.key == .pageDown, !facts.isAlternateScreen {
            let page = max(1, paneSize.height - 1)
            scroll(by: press.key == .pageUp ? page : -page)
            return true
        }
        let bytes = TerminalInputEncoder.bytes(for: press, modes: facts.modes)
        guard !bytes.isEmpty else { return false }
        clearSelection()
        scrollToBottom()
        connection.write(bytes)
        return true
    }

    private func handlePaste(_ text: String) -> Bool {
        guard let connection = activeConnection, let facts = screenFacts else { return false }
        scrollToBottom()
        connection.write(TerminalInputEncoder.bytes(forPaste: text, modes: facts.modes))
        return true
    }

    /// Sends `text` to the program as a paste, bracketed when it asked: pastes and drops.
    func paste(text: String) {
        _ = handlePaste(text)
    }

    private func handleMouse(_ mouse: MouseEvent) -> Bool {
        guard let facts = screenFacts else { return false }
        if facts.modes.mouseTracking != .none, !mouse.modifiers.contains(.shift), let connection = activeConnection {
            // A drag or release past the edge reaches the program at the edge, as xterm reports
            // it: a release it never heard would leave it dragging.
            var clamped = mouse
            clamped.location = Point(
                x: min(max(0, mouse.location.x), max(0, paneSize.width - 1)),
                y: min(max(0, mouse.location.y), max(0, paneSize.height - 1)))
            connection.write(TerminalInputEncoder.bytes(for: clamped, modes: facts.modes))
            return true
        }
        switch mouse.kind {
        case .scroll(let direction) where direction == .up || direction == .down:
            if facts.isAlternateScreen {
                // A pager or an editor that did not ask for the mouse scrolls with the arrow keys,
                // as xterm's alternate scroll mode does.
                guard let connection = activeConnection else { return true }
                let arrow = KeyPress(direction == .up ? .upArrow : .downArrow)
                let bytes = TerminalInputEncoder.bytes(for: arrow, modes: facts.modes)
                connection.write(Array(repeating: bytes, count: 3).flatMap { $0 })
            } else {
                scroll(by: direction == .up ? 3 : -3)
            }
            return true
        case .press(.left):
            selection = TerminalSelection(
                anchor: line(at: mouse.location, facts), head: line(at: mouse.location, facts))
            host?.widgetNeedsDisplay(self)
            return true
        case .drag(.left):
            guard selection != nil else { return false }
            // Dragging past the top or bottom edge scrolls the history along.
            if mouse.location.y < 0 { scroll(by: 1) } else if mouse.location.y >= paneSize.height { scroll(by: -1) }
            selection?.head = line(at: mouse.location, screenFacts ?? facts)
            host?.widgetNeedsDisplay(self)
            return true
        case .release(.left):
            guard let chosen = selection else { return false }
            if chosen.isEmpty {
                clearSelection()
            } else if let text = selectedText(chosen), !text.isEmpty {
                copy(text)
            }
            return true
        default:
            return false
        }
    }

    /// The column and history line under `point`, kept inside the pane.
    private func line(at point: Point, _ facts: ScreenFacts) -> Point {
        let column = min(max(0, point.x), max(0, paneSize.width - 1))
        let row = min(max(0, point.y), max(0, paneSize.height - 1))
        return Point(x: column, y: facts.total - scrolledBack + row)
    }

    /// The text `chosen` covers, wide characters whole and wrapped lines joined.
    func selectedText(_ chosen: TerminalSelection) -> String? {
        guard let connection = anyConnection else { return nil }
        let (start, end) = chosen.ordered
        return connection.withEmulator { emulator in
            // Selections count lines since the pane started; the emulator from the oldest kept.
            let dropped = emulator.droppedLineCount
            return emulator.text(
                from: Point(x: start.x, y: max(0, start.y - dropped)), to: Point(x: end.x, y: max(0, end.y - dropped)))
        }
    }

    /// Forgets the selection.
    func clearSelection() {
        guard selection != nil else { return }
        selection = nil
        host?.widgetNeedsDisplay(self)
    }
}
