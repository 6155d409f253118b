extension TerminalEmulator {
    /// SM and RM: IRM (4) and LNM (20).
    mutating func setANSIModes(_ parameters: ControlParameters, to on: Bool) {
        for mode in parameters.values {
            switch mode {
            case 4: modes.insert = on
            case 20: inputModes.newLineMode = on
            default: break
            }
        }
    }

    /// DECSET and DECRST: the DEC private modes listed in `Docs/TerminalView.md`.
    mutating func setPrivateModes(_ parameters: ControlParameters, to on: Bool) {
        for mode in parameters.values {
            setPrivateMode(mode, to: on)
        }
    }

    private mutating func setPrivateMode(_ mode: Int, to on: Bool) {
        switch mode {
        case 1: inputModes.applicationCursorKeys = on
        case 3: setColumnMode(on)
        case 5:
            modes.reverseVideo = on
            changed()
        case 6:
            modes.origin = on
            moveCursor(x: 0, y: 0)
        case 7:
            modes.autowrap = on
            if !on { pendingWrap = false }
        case 9: inputModes.mouseTracking = on ? .x10 : .none
        case 12: modes.cursorBlink = on
        case 25:
            modes.cursorVisible = on
            changed()
        case 47, 1047:
            switchScreen(toAlternate: on)
        case 1048:
            if on { saveCursor() } else { restoreCursor() }
        case 1049:
            // As tmux: the cursor is saved on entering unless already there, and restored on
            // leaving whenever one was saved.
            if on {
                if !isAlternateScreen { alternateScreenCursor = cursorState }
                switchScreen(toAlternate: true)
            } else {
                switchScreen(toAlternate: false)
                if let saved = alternateScreenCursor { restore(saved) }
            }
        case 1000: inputModes.mouseTracking = on ? .normal : .none
        case 1002: inputModes.mouseTracking = on ? .buttonEvent : .none
        case 1003: inputModes.mouseTracking = on ? .anyEvent : .none
        case 1004: inputModes.focusEvents = on
        case 1005: setMouseEncoding(.utf8, on)
        case 1006: setMouseEncoding(.sgr, on)
        case 1015: setMouseEncoding(.urxvt, on)
        case 2004: inputModes.bracketedPaste = on
        case 2026: isSynchronizedUpdate = on
        default: break
        }
    }

    private mutating func setMouseEncoding(_ encoding: TerminalInputModes.MouseEncoding, _ on: Bool) {
        if on {
            inputModes.mouseEncoding = encoding
        } else if inputModes.mouseEncoding == encoding {
            inputModes.mouseEncoding = .default
        }
    }

    /// Switches between the main and the alternate screen, keeping the cursor where it is; the
    /// alternate screen is cleared on the way in, as in tmux.
    private mutating func switchScreen(toAlternate: Bool) {
        guard toAlternate != isAlternateScreen else { return }
        var other = inactiveScreen ?? ScreenGrid(size: size)
        inactiveScreen = nil
        swap(&screen, &other)
        inactiveScreen = other
        isAlternateScreen = toAlternate
        if toAlternate { screen.eraseAll(with: .blank) }
        changed()
    }

    /// The DECRQM answer for DEC private mode `mode`: 1 set, 2 reset, 0 not recognised.
    func privateModeReport(_ mode: Int) -> Int {
        let value: Bool
        switch mode {
        case 1: value = inputModes.applicationCursorKeys
        case 3: value = modes.columns132
        case 5: value = modes.reverseVideo
        case 6: value = modes.origin
        case 7: value = modes.autowrap
        case 9: value = inputModes.mouseTracking == .x10
        case 12: value = modes.cursorBlink
        case 25: value = modes.cursorVisible
        case 47, 1047, 1049: value = isAlternateScreen
        case 1048: value = false
        case 1000: value = inputModes.mouseTracking == .normal
        case 1002: value = inputModes.mouseTracking == .buttonEvent
        case 1003: value = inputModes.mouseTracking == .anyEvent
        case 1004: value = inputModes.focusEvents
        case 1005: value = inputModes.mouseEncoding == .utf8
        case 1006: value = inputModes.mouseEncoding == .sgr
        case 1015: value = inputModes.mouseEncoding == .urxvt
        case 2004: value = inputModes.bracketedPaste
        case 2026: value = isSynchronizedUpdate
        default: return 0
        }
        return value ? 1 : 2
    }

    /// The DECRQM answer for ANSI mode `mode`: 1 set, 2 reset, 0 not recognised.
    func ansiModeReport(_ mode: Int) -> Int {
        switch mode {
        case 4: return modes.insert ? 1 : 2
        case 20: return inputModes.newLineMode ? 1 : 2
        default: return 0
        }
    }
}
