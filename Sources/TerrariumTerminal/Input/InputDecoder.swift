/// Turns the bytes a terminal sends into ``InputEvent``s.
///
/// The decoder is a pure byte-at-a-time state machine: feeding the same bytes in any chunking gives
/// the same events (with the one exception for ASCII below), and ``flush()`` and ``endPaste()``
/// resolve whatever is pending at the moment they are called.
///
/// Text becomes one key event per grapheme cluster. A later read can extend the last cluster of a
/// read (a combining mark, the rest of a ZWJ emoji sequence or flag, a Hangul jamo, a variation
/// selector), so the last cluster of a text run that ends a read is held back when it contains
/// non-ASCII or is followed by an incomplete UTF-8 character, until the next byte shows where it
/// ends or ``flush()`` is called; ``hasPendingInput`` is true meanwhile. A printable ASCII character
/// that ends a read is emitted at once so that typing ASCII has no latency. The price is the
/// exception: a character that arrives in a later read than the ASCII character it extends (such as
/// U+0301 after `e`) becomes a key event of its own instead of joining it. A cluster longer than
/// `KeyClusters.maxBytes` (256) bytes is cut there, so at most that much is ever held back or
/// decoded again, and the cut falls in the same place however the bytes arrive.
///
/// Ambiguous input is resolved as follows:
/// - ESC starts a sequence, so a lone ESC waits for ``flush()`` to become the Escape key.
/// - ESC ESC is Alt+Escape, except that ESC ESC before a CSI or SS3 key sequence adds
///   ``EventModifiers/option`` to that key (rxvt's Alt+arrow is `ESC ESC [ A`).
/// - `CSI row ; col R` is a cursor position report, not Shift+F3 (which old xterm sends as
///   `CSI 1 ; 2 R`); `CSI R`, `CSI 1 R` and kitty's `CSI 1 ; mod : event R` are F3.
/// - Users type `ESC ]` and `ESC P` as Alt+`]` and Alt+Shift+P, so they start an OSC or DCS string
///   only when the next byte could start a terminal reply: a digit after `ESC ]` (`ESC ] 11 ; …`),
///   a digit or one of `>`, `!`, `$`, `+`, `|` after `ESC P`. Otherwise they are Alt+key and the
///   next byte is decoded normally. `ESC _` starts an APC string only before `G`, kitty's graphics
///   reply; `ESC ^` and `ESC X` are always Alt+key: this library asks for no PM or SOS replies.
/// - An unfinished sequence that ``flush()`` resolves, or one cut short by a byte that cannot
///   belong to it, is replayed as the keys its bytes type: `ESC [ 1` becomes Alt+`[` then `1`.
///   A CSI or SS3 sequence cut short by a new ESC is dropped, as it holds at most a few parameter
///   bytes; an OSC or DCS string cut short by an ESC that is not ST is replayed, as it may hold
///   anything typed since. Either way decoding restarts at that ESC. Sequences that overflowed
///   their cap are dropped rather than replayed.
/// - A bracketed paste ends at its end marker or when ``endPaste()`` is called; ``flush()`` leaves
///   it open, as a large paste may arrive more slowly than keys. A paste longer than the cap is
///   delivered as several consecutive ``InputEvent/paste(_:)`` events, split between UTF-8
///   characters, so none of it is dropped and none of it is decoded as keys.
/// - C1 control characters (U+0080–U+009F) in text are dropped.
/// - A clipboard answer (OSC 52 or 5522) may be long and arrive slowly, so like a paste it is
///   not resolved by ``flush()``: it ends at its terminator or when ``endClipboardReply()`` is
///   called. It is kept up to a cap of its own, and one that overflows, is cut short or is
///   abandoned is never replayed as keys: it becomes a reply without contents, so a read
///   waiting for it fails at once.
public struct InputDecoder: Sendable {
    enum Mode: Sendable {
        /// Plain text and C0 control bytes.
        case ground
        /// After ESC (or ESC ESC when `altPrefix` is set).
        case escape
        /// After ESC and the first bytes of a multi-byte UTF-8 character, kept in `sequence`.
        case escapeUTF8
        /// After `ESC [`; parameter and intermediate bytes are kept in `sequence`.
        case csi
        /// After `ESC [ [`, the Linux console's F1–F5 prefix.
        case csiLinux
        /// After `ESC O`; parameter bytes are kept in `sequence`.
        case ss3
        /// After `ESC ]`, `ESC P` or `ESC _`, waiting for the byte that tells a string from an
        /// Alt+key.
        case stringIntroducer(StringKind)
        /// Inside an OSC, DCS or APC string, kept in `sequence`.
        case string(StringKind)
        /// Inside a string right after ESC, which is either ST or the start of a new sequence.
        case stringEscape(StringKind)
        /// Inside a bracketed paste, kept in `pasteBytes`.
        case paste
    }

    var mode = Mode.ground
    /// Whether the current sequence was preceded by an extra ESC (ESC ESC).
    var altPrefix = false
    /// The bytes of the sequence being collected, after its introducer.
    var sequence: [UInt8] = []
    /// Whether `sequence` hit its cap, in which case the sequence is dropped once it ends.
    var sequenceOverflowed = false
    /// The end of the last text run held back until the next call: its last grapheme cluster,
    /// which a later read may extend, and any incomplete UTF-8 character after it.
    var textCarry: [UInt8] = []
    /// How many held-back bytes were decoded again with a later read: the work that holding back
    /// costs, which the cluster cap keeps to at most a cluster per read.
    package internal(set) var rescannedByteCount = 0
    var pasteBytes: [UInt8] = []
    /// How many bytes of the paste end marker have been matched so far.
    var pasteMatched = 0
    /// The most bytes one paste event carries; longer pastes are delivered in pieces.
    let maxPasteBytes: Int
    /// The most content bytes of a clipboard answer kept; a longer one is dropped.
    let maxClipboardReplyBytes: Int

    /// The most CSI or SS3 parameter bytes kept; real sequences are far shorter.
    static let maxSequenceBytes = 64
    /// The most OSC or DCS content bytes kept; longer strings are discarded whole.
    ///
    /// A chunk of kitty's drag and drop data is 4096 bytes after its metadata.
    static let maxStringBytes = 4096 + 256
    /// The most bytes one paste event carries by default.
    static let defaultMaxPasteBytes = 64 << 20
    /// The most content bytes of one clipboard answer kept by default: 16 MiB of Base64, 12 MiB
    /// of data.
    static let defaultMaxClipboardReplyBytes = 16 << 20
    static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    private static let escapeKey = InputEvent.key(KeyPress(.escape))
    private static let altEscapeKey = InputEvent.key(KeyPress(.escape, modifiers: .option))
    private static let replacementCharacter: Character = "\u{FFFD}"
    /// The events for bytes 0x20–0x7E, built once because text is most of the input.
    static let printableASCIIEvents: [InputEvent] = (0x20...0x7E).map {
        .key(KeyPress(.character(Character(Unicode.Scalar(UInt8($0))))))
    }

    /// Creates a decoder with nothing pending.
    public init() {
        self.init(maxPasteBytes: Self.defaultMaxPasteBytes)
    }

    /// Creates a decoder that splits pastes into events of at most `maxPasteBytes` bytes (at least
    /// 4, one UTF-8 character) and keeps clipboard answers of at most `maxClipboardReplyBytes`;
    /// small caps let tests exercise the splitting and the overflow cheaply.
    package init(maxPasteBytes: Int, maxClipboardReplyBytes: Int = defaultMaxClipboardReplyBytes) {
        self.maxPasteBytes = max(maxPasteBytes, 4)
        self.maxClipboardReplyBytes = max(maxClipboardReplyBytes, Self.maxStringBytes)
    }

    /// Decodes as much as possible; incomplete trailing sequences are kept for the next call.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        run(Array(bytes), into: &events)
        return events
    }

    /// Whether input is held back: part of a sequence, such as a lone ESC, or the end of a text run
    /// that a later read may extend.
    ///
    /// An unfinished bracketed paste does not count, as ``flush()`` leaves it open; see
    /// ``endPaste()``.
    public var hasPendingInput: Bool {
        switch mode {
        case .ground: !textCarry.isEmpty
        case .paste: false
        case .string(.osc) where isClipboardString: false
        default: true
        }
    }

    /// Whether a clipboard answer has started and its terminator has not arrived yet.
    public var isReceivingClipboard: Bool {
        if case .string(.osc) = mode { return isClipboardString }
        return false
    }

    /// Ends an unfinished clipboard answer as failed, emitting a reply without contents, and
    /// decodes later bytes as normal input; returns no events when no answer is open.
    ///
    /// The session calls this once input has been silent for a while during an answer, so one
    /// whose terminator never comes cannot swallow everything typed afterwards.
    public mutating func endClipboardReply() -> [InputEvent] {
        guard isReceivingClipboard else { return [] }
        var events: [InputEvent] = []
        abandonSequence(into: &events)
        return events
    }

    /// Whether a bracketed paste has started and its end marker has not arrived yet.
    public var isInPaste: Bool {
        if case .paste = mode { return true }
        return false
    }

    /// Turns what is pending into events; the session calls it when no more input arrived within
    /// the escape timeout.
    ///
    /// A lone ESC becomes the Escape key, held-back text is emitted, an incomplete UTF-8 character
    /// becomes U+FFFD, and an unfinished sequence is replayed as the keys its bytes type (dropped if
    /// it overflowed its cap). An unfinished bracketed paste or clipboard answer stays open.
    public mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        while true {
            switch mode {
            case .ground, .paste:
                flushCarry(into: &events)
                return events
            case .string(.osc) where isClipboardString:
                // Like a paste, a clipboard answer stays open; see `endClipboardReply()`.
                return events
            case .stringEscape(.osc) where isClipboardString:
                // The ESC most likely began the terminator; it is not pressed as a key.
                dropClipboardString(into: &events, restartingAtEscape: false)
            default:
                abandonSequence(into: &events)
            }
        }
    }

    /// Ends an unfinished bracketed paste, emitting what it collected, and decodes later bytes as
    /// normal input; returns no events when no paste is open.
    ///
    /// A paste whose end marker never arrives would otherwise take all later input as paste
    /// content, so the session calls this once input has been silent for a while during a paste.
    /// A partly received end marker is kept as paste content: paste bytes are never decoded as keys.
    public mutating func endPaste() -> [InputEvent] {
        guard isInPaste else { return [] }
        var events: [InputEvent] = []
        appendToPaste(Self.pasteEnd[0..<pasteMatched], into: &events)
        finishPaste(into: &events)
        return events
    }

    // MARK: - Byte loop

    private mutating func run(_ buffer: [UInt8], into events: inout [InputEvent]) {
        var index = 0
        while index < buffer.count {
            switch mode {
            case .ground:
                index = consumeGround(buffer, from: index, into: &events)
            case .paste:
                index = consumePaste(buffer, from: index, into: &events)
            case .string(let kind):
                index = consumeString(kind, buffer, from: index, into: &events)
            default:
                // `step` declines a byte only after switching to a mode that will consume it.
                if step(buffer[index], into: &events) { index += 1 }
            }
        }
    }

    private mutating func consumeGround(_ buffer: [UInt8], from start: Int, into events: inout [InputEvent]) -> Int {
        let byte = buffer[start]
        if byte >= 0x20 && byte != 0x7F {
            var end = start + 1
            var nonASCII = byte >= 0x80
            while end < buffer.count {
                let next = buffer[end]
                if next < 0x20 || next == 0x7F { break }
                if next >= 0x80 { nonASCII = true }
                end += 1
            }
            emitText(buffer[start..<end], reachesEnd: end == buffer.count, nonASCII: nonASCII, into: &events)
            return end
        }
        flushCarry(into: &events)
        if byte == 0x1B {
            mode = .escape
            altPrefix = false
        } else if let key = Self.controlKey(byte) {
            events.append(.key(key))
        }
        return start + 1
    }

    /// Handles one byte in any mode but ground and paste; returns false to have it reprocessed.
    private mutating func step(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        switch mode {
        case .ground, .paste:
            // Unreachable: `run` handles these modes itself.
            return true
        case .escape:
            return stepEscape(byte, into: &events)
        case .escapeUTF8:
            return stepEscapeUTF8(byte, into: &events)
        case .csi:
            return stepCSI(byte, into: &events)
        case .csiLinux:
            guard (0x41...0x45).contains(byte) else { return interruptSequence(with: byte, into: &events) }
            apply(.key(KeyPress(.function(Int(byte) - 0x40))), into: &events)
            return true
        case .ss3:
            switch byte {
            case 0x30...0x3B:
                appendToSequence(byte, cap: Self.maxSequenceBytes)
            case 0x40...0x7E:
                apply(
                    sequenceOverflowed ? .none : Self.singleShiftResult(parameters: sequence, final: byte),
                    into: &events)
            default:
                return interruptSequence(with: byte, into: &events)
            }
            return true
        case .stringIntroducer(let kind):
            if kind.mayStartReply(byte) {
                startSequence(.string(kind))
            } else {
                abandonSequence(into: &events)
            }
            return false
        case .string:
            // Unreachable: `run` handles this mode itself.
            return true
        case .stringEscape(let kind):
            if byte == 0x5C {
                finishString(kind, into: &events)
                return true
            }
            // The ESC was not ST but the start of a new sequence: replay the string, which leaves the
            // decoder after that ESC.
            abandonSequence(into: &events)
            return false
        }
    }

    private mutating func stepEscape(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        if altPrefix {
            switch byte {
            case 0x5B: startSequence(.csi)
            case 0x4F: startSequence(.ss3)
            case 0x1B:
                events.append(Self.altEscapeKey)
                altPrefix = false
            default:
                events.append(Self.altEscapeKey)
                altPrefix = false
                mode = .ground
                return false
            }
            return true
        }
        switch byte {
        case 0x1B: altPrefix = true
        case 0x5B: startSequence(.csi)
        case 0x4F: startSequence(.ss3)
        case 0x5D: mode = .stringIntroducer(.osc)
        case 0x50: mode = .stringIntroducer(.dcs)
        case 0x5F: mode = .stringIntroducer(.apc)
        case 0x20...0x7E:
            events.append(.key(KeyPress(.character(Character(Unicode.Scalar(byte))), modifiers: .option)))
            mode = .ground
        case 0x80...0xFF:
            if Self.utf8Length(lead: byte) != nil {
                startSequence(.escapeUTF8)
                sequence.append(byte)
            } else {
                events.append(.key(KeyPress(.character(Self.replacementCharacter), modifiers: .option)))
                mode = .ground
            }
        default:
            if var key = Self.controlKey(byte) {
                key.modifiers.insert(.option)
                events.append(.key(key))
            }
            mode = .ground
        }
        return true
    }

    private mutating func stepEscapeUTF8(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        guard let lead = sequence.first, let length = Self.utf8Length(lead: lead),
            Self.isContinuation(byte, at: sequence.count, lead: lead)
        else {
            events.append(.key(KeyPress(.character(Self.replacementCharacter), modifiers: .option)))
            mode = .ground
            return false
        }
        sequence.append(byte)
        if sequence.count >= length {
            let text = String(decoding: sequence, as: UTF8.self)
            if let character = text.first, !Self.isC1Control(character) {
                events.append(.key(KeyPress(.character(character), modifiers: .option)))
            }
            mode = .ground
        }
        return true
    }

    private mutating func stepCSI(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        switch byte {
        case 0x20...0x3F:
            // rxvt ends Shift+key sequences with `$` (`CSI 2 $`); after digits alone it cannot be
            // the intermediate of a mode report, which always has two parameters.
            if byte == 0x24, !sequence.isEmpty, !sequenceOverflowed, sequence.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                apply(Self.controlSequenceResult(parameters: sequence, final: byte), into: &events)
            } else {
                appendToSequence(byte, cap: Self.maxSequenceBytes)
            }
        case 0x40...0x7E:
            if byte == 0x5B && sequence.isEmpty && !sequenceOverflowed {
                mode = .csiLinux
                sequence.append(byte)
            } else {
                apply(
                    sequenceOverflowed ? .none : Self.controlSequenceResult(parameters: sequence, final: byte),
                    into: &events)
            }
        default:
            return interruptSequence(with: byte, into: &events)
        }
        return true
    }

    /// Handles a byte that cannot continue the sequence being read: an ESC starts the next one,
    /// anything else abandons it; returns false to have the byte reprocessed.
    private mutating func interruptSequence(with byte: UInt8, into events: inout [InputEvent]) -> Bool {
        guard byte == 0x1B else {
            abandonSequence(into: &events)
            return false
        }
        startEscape()
        return true
    }

    // MARK: - State helpers

    private mutating func startEscape() {
        mode = .escape
        altPrefix = false
        sequence.removeAll(keepingCapacity: true)
        sequenceOverflowed = false
    }

    /// Enters `newMode`, keeping `altPrefix` so ESC ESC can mark the key the sequence decodes to.
    private mutating func startSequence(_ newMode: Mode) {
        mode = newMode
        sequence.removeAll(keepingCapacity: true)
        sequenceOverflowed = false
    }

    private mutating func appendToSequence(_ byte: UInt8, cap: Int) {
        if sequence.count < cap {
            sequence.append(byte)
        } else {
            sequenceOverflowed = true
        }
    }

    /// Emits the outcome of a finished CSI or SS3 sequence and returns to ground.
    private mutating func apply(_ result: SequenceResult, into events: inout [InputEvent]) {
        let alt = altPrefix
        altPrefix = false
        mode = .ground
        sequence.removeAll(keepingCapacity: true)
        sequenceOverflowed = false
        switch result {
        case .key(var key):
            if alt { key.modifiers.insert(.option) }
            events.append(.key(key))
        case .event(let event):
            if alt { events.append(Self.altEscapeKey) }
            events.append(event)
        case .pasteStart:
            if alt { events.append(Self.altEscapeKey) }
            mode = .paste
            pasteBytes = []
            pasteMatched = 0
        case .none:
            if alt { events.append(Self.altEscapeKey) }
        }
    }

    /// Collects string content up to its terminator (BEL, or the ESC that may start ST), a run of
    /// bytes at a time, as a clipboard answer may be megabytes long.
    private mutating func consumeString(
        _ kind: StringKind, _ buffer: [UInt8], from start: Int, into events: inout [InputEvent]
    ) -> Int {
        var index = start
        // The first bytes decide the cap (`52;` and `5522;` start clipboard answers).
        while index < buffer.count, sequence.count < 5, buffer[index] != 0x1B, buffer[index] != 0x07 {
            appendToSequence(buffer[index], cap: stringCap(kind))
            index += 1
        }
        var end = index
        while end < buffer.count, buffer[end] != 0x1B, buffer[end] != 0x07 { end += 1 }
        if end > index {
            let room = max(0, stringCap(kind) - sequence.count)
            if end - index > room { sequenceOverflowed = true }
            sequence.append(contentsOf: buffer[index..<min(end, index + room)])
        }
        guard end < buffer.count else { return end }
        if buffer[end] == 0x07 {
            finishString(kind, into: &events)
        } else {
            mode = .stringEscape(kind)
        }
        return end + 1
    }

    /// The most content bytes a string of `kind` keeps, given how it starts.
    private func stringCap(_ kind: StringKind) -> Int {
        kind == .osc && isClipboardString ? maxClipboardReplyBytes : Self.maxStringBytes
    }

    /// Whether the OSC string being collected is a clipboard answer: `52;` or `5522;`.
    private var isClipboardString: Bool {
        Self.clipboardStringKind(sequence) != nil
    }

    private mutating func finishString(_ kind: StringKind, into events: inout [InputEvent]) {
        if kind == .osc {
            let event =
                sequenceOverflowed ? Self.clipboardFailureEvent(sequence) : Self.operatingSystemCommandEvent(sequence)
            if let event { events.append(event) }
        } else if kind == .apc, !sequenceOverflowed, let event = Self.kittyGraphicsEvent(sequence) {
            events.append(event)
        }
        mode = .ground
        altPrefix = false
        sequence.removeAll(keepingCapacity: true)
        sequenceOverflowed = false
    }

    /// Drops the clipboard answer being collected, which is data and never typing, and emits a
    /// reply without contents so a read waiting for it fails; with `restartingAtEscape`, decoding
    /// goes on after the ESC that cut it short.
    private mutating func dropClipboardString(into events: inout [InputEvent], restartingAtEscape: Bool) {
        let cutByEscape = if case .stringEscape = mode { true } else { false }
        if let event = Self.clipboardFailureEvent(sequence) { events.append(event) }
        mode = .ground
        altPrefix = false
        sequence.removeAll(keepingCapacity: true)
        sequenceOverflowed = false
        if cutByEscape && restartingAtEscape { startEscape() }
    }

    /// Gives up on the pending sequence, replaying it as keys; leaves the decoder in ground, or in
    /// escape when a string was cut short right after an ESC.
    private mutating func abandonSequence(into events: inout [InputEvent]) {
        let replay: [UInt8]
        var cutByEscape = false
        switch mode {
        case .ground, .paste:
            return
        case .escape:
            events.append(altPrefix ? Self.altEscapeKey : Self.escapeKey)
            altPrefix = false
            mode = .ground
            return
        case .escapeUTF8:
            events.append(.key(KeyPress(.character(Self.replacementCharacter), modifiers: .option)))
            mode = .ground
            return
        case .stringIntroducer(let kind):
            events.append(.key(KeyPress(.character(Character(Unicode.Scalar(kind.introducer))), modifiers: .option)))
            mode = .ground
            return
        case .string(.osc) where isClipboardString, .stringEscape(.osc) where isClipboardString:
            dropClipboardString(into: &events, restartingAtEscape: true)
            return
        case .csi, .csiLinux:
            replay = [0x5B] + sequence
        case .ss3:
            replay = [0x4F] + sequence
        case .string(let kind):
            replay = [kind.introducer] + sequence
        case .stringEscape(let kind):
            replay = [kind.introducer] + sequence + [0x1B]
            cutByEscape = true
        }
        let alt = altPrefix
        let overflowed = sequenceOverflowed
        mode = .ground
        altPrefix = false
        sequence.removeAll(keepingCapacity: true)
        sequenceOverflowed = false
        if overflowed {
            if cutByEscape { startEscape() }
            return
        }
        if alt {
            events.append(Self.altEscapeKey)
            run(replay, into: &events)
        } else if let introducer = replay.first {
            events.append(.key(KeyPress(.character(Character(Unicode.Scalar(introducer))), modifiers: .option)))
            run(Array(replay.dropFirst()), into: &events)
        }
    }
}
