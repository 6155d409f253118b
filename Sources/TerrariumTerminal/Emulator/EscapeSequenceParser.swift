/// The VT500-series parser of Paul Williams' state diagram (vt100.net/emu/dec_ansi_parser), for a
/// terminal that reads UTF-8: it turns bytes into things to print, controls to execute and
/// sequences to dispatch.
///
/// Its memory is bounded whatever it reads: at most ``ControlParameters/maximumCount`` parameters,
/// two intermediate bytes, and ``maximumStringLength`` bytes of an OSC string (a longer one is
/// marked as overflowed and ignored). DCS, SOS, PM and APC strings are consumed without being
/// kept. Bytes 0x80–0x9F are UTF-8 continuation bytes here, never C1 controls.
package struct EscapeSequenceParser: Sendable {
    /// The states of the diagram.
    package enum State: UInt8, Sendable {
        case ground
        case escape
        case escapeIntermediate
        case csiEntry
        case csiParam
        case csiIntermediate
        case csiIgnore
        case oscString
        case dcsEntry
        case dcsParam
        case dcsIntermediate
        case dcsPassthrough
        case dcsIgnore
        case sosPmApcString
    }

    /// What a byte asks of the terminal.
    package enum Action: Equatable, Sendable {
        /// Nothing yet.
        case none
        /// Show a scalar (never a control).
        case print(Unicode.Scalar)
        /// Show U+FFFD for an invalid UTF-8 sequence, then give the same byte again: it was not consumed.
        case printReplacementAndRetry
        /// Execute a C0 control.
        case execute(UInt8)
        /// An escape sequence ended with this final byte; see ``intermediates``.
        case escDispatch(UInt8)
        /// A control sequence ended with this final byte; see ``parameters``, ``privateMarker`` and ``intermediates``.
        case csiDispatch(UInt8)
        /// An operating system command ended; see ``oscData`` and ``oscOverflowed``.
        case oscDispatch
    }

    /// The longest OSC string kept; a longer one is ignored when it ends.
    package static let maximumStringLength = 4096

    /// The current state.
    package private(set) var state = State.ground
    /// The parameters of the sequence being read or just dispatched.
    package private(set) var parameters = ControlParameters()
    /// The private marker (`<`, `=`, `>` or `?`) that opened the control sequence, or 0.
    package private(set) var privateMarker: UInt8 = 0
    /// Up to two intermediate bytes (0x20–0x2F), the first in the low byte.
    package private(set) var intermediates: UInt16 = 0
    /// Whether more than two intermediates came, which makes the sequence unknown.
    package private(set) var intermediatesOverflowed = false
    /// The bytes of the OSC string being read or just dispatched.
    package private(set) var oscData: [UInt8] = []
    /// Whether the OSC string was longer than ``maximumStringLength``.
    package private(set) var oscOverflowed = false
    private var decoder = UTF8StreamDecoder()

    /// Creates a parser in the ground state.
    package init() {
        oscData.reserveCapacity(256)
    }

    /// Whether the parser is in the ground state with no UTF-8 sequence started, so printable
    /// bytes can be taken on a fast path without it.
    @inline(__always)
    package var isIdleInGround: Bool { state == .ground && !decoder.isPending }

    /// The single intermediate byte, or 0 when there is none; `nil` when there are several.
    package var singleIntermediate: UInt8? {
        if intermediatesOverflowed || intermediates > 0xFF { return nil }
        return UInt8(intermediates)
    }

    /// Reads a whole control sequence of parameters and a final byte, starting at the ESC at
    /// `start`, in one go; returns its final byte and the index after it, or nil when the
    /// sequence is not all in `bytes` or has intermediates or bytes out of place, which the state
    /// machine then reads from the ESC again.
    ///
    /// Callers use it only in the ground state with no UTF-8 sequence started.
    package mutating func readControlSequence(in bytes: UnsafeRawBufferPointer, at start: Int) -> (UInt8, Int)? {
        var index = start + 2
        guard index < bytes.count, bytes[start + 1] == 0x5B else { return nil }
        clearSequence()
        let first = bytes[index]
        if first >= 0x3C, first <= 0x3F {
            privateMarker = first
            index += 1
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30, byte <= 0x3B {
                parameters.take(byte)
            } else if byte >= 0x40, byte <= 0x7E {
                parameters.finish()
                return (byte, index + 1)
            } else {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Advances by one byte.
    package mutating func advance(_ byte: UInt8) -> Action {
        // "Anywhere" transitions: CAN and SUB abort a sequence, ESC starts one.
        if byte == 0x18 || byte == 0x1A {
            if decoder.reset() { return .printReplacementAndRetry }
            state = .ground
            return .none
        }
        if byte == 0x1B {
            if decoder.reset() { return .printReplacementAndRetry }
            let ended = state
            enterEscape()
            return ended == .oscString ? .oscDispatch : .none
        }
        switch state {
        case .ground: return ground(byte)
        case .escape: return escape(byte)
        case .escapeIntermediate: return escapeIntermediate(byte)
        case .csiEntry, .csiParam, .csiIntermediate, .csiIgnore: return controlSequence(byte)
        case .oscString: return oscString(byte)
        case .dcsEntry, .dcsParam, .dcsIntermediate: return deviceControl(byte)
        case .dcsPassthrough, .dcsIgnore, .sosPmApcString: return .none
        }
    }

    private mutating func ground(_ byte: UInt8) -> Action {
        if byte >= 0x80 || decoder.isPending {
            if byte < 0x80 {
                _ = decoder.reset()
                return .printReplacementAndRetry
            }
            switch decoder.decode(byte) {
            case .pending: return .none
            case .scalar(let scalar): return .print(scalar)
            case .invalid: return .print("\u{FFFD}")
            case .invalidRetry: return .printReplacementAndRetry
            }
        }
        if byte < 0x20 { return .execute(byte) }
        if byte == 0x7F { return .none }
        return .print(Unicode.Scalar(byte))
    }

    private mutating func escape(_ byte: UInt8) -> Action {
        switch byte {
        case 0x00...0x1F: return .execute(byte)
        case 0x20...0x2F:
            collect(byte)
            state = .escapeIntermediate
        case 0x5B:
            clearSequence()
            state = .csiEntry
        case 0x5D:
            oscData.removeAll(keepingCapacity: true)
            oscOverflowed = false
            state = .oscString
        case 0x50:
            clearSequence()
            state = .dcsEntry
        case 0x58, 0x5E, 0x5F: state = .sosPmApcString
        case 0x30...0x7E:
            state = .ground
            return .escDispatch(byte)
        default: break
        }
        return .none
    }

    private mutating func escapeIntermediate(_ byte: UInt8) -> Action {
        switch byte {
        case 0x00...0x1F: return .execute(byte)
        case 0x20...0x2F: collect(byte)
        case 0x30...0x7E:
            state = .ground
            return .escDispatch(byte)
        default: break
        }
        return .none
    }

    private mutating func controlSequence(_ byte: UInt8) -> Action {
        if byte < 0x20 { return .execute(byte) }
        if byte >= 0x7F { return .none }
        if byte >= 0x40 {
            let ignored = state == .csiIgnore
            state = .ground
            if ignored { return .none }
            parameters.finish()
            return .csiDispatch(byte)
        }
        switch state {
        case .csiEntry, .csiParam:
            switch byte {
            case 0x30...0x3B:
                parameters.take(byte)
                state = .csiParam
            case 0x3C...0x3F:
                if state == .csiEntry {
                    privateMarker = byte
                    state = .csiParam
                } else {
                    state = .csiIgnore
                }
            default:
                collect(byte)
                state = .csiIntermediate
            }
        case .csiIntermediate:
            if byte < 0x30 { collect(byte) } else { state = .csiIgnore }
        default:
            break
        }
        return .none
    }

    private mutating func oscString(_ byte: UInt8) -> Action {
        if byte == 0x07 {
            state = .ground
            return .oscDispatch
        }
        if byte < 0x20 { return .none }
        if oscData.count < Self.maximumStringLength {
            oscData.append(byte)
        } else {
            oscOverflowed = true
        }
        return .none
    }

    /// The DCS introducer up to its final byte; the string after it is consumed and ignored.
    private mutating func deviceControl(_ byte: UInt8) -> Action {
        switch byte {
        case 0x40...0x7E: state = .dcsPassthrough
        case 0x30...0x39, 0x3B:
            state = state == .dcsIntermediate ? .dcsIgnore : .dcsParam
        case 0x3A, 0x3C...0x3F:
            state = state == .dcsEntry && byte != 0x3A ? .dcsParam : .dcsIgnore
        case 0x20...0x2F: state = .dcsIntermediate
        default: break
        }
        return .none
    }

    private mutating func enterEscape() {
        state = .escape
        intermediates = 0
        intermediatesOverflowed = false
    }

    private mutating func clearSequence() {
        parameters.clear()
        privateMarker = 0
        intermediates = 0
        intermediatesOverflowed = false
    }

    private mutating func collect(_ byte: UInt8) {
        if intermediates == 0 {
            intermediates = UInt16(byte)
        } else if intermediates <= 0xFF {
            intermediates |= UInt16(byte) << 8
        } else {
            intermediatesOverflowed = true
        }
    }
}

/// The numeric parameters of a control sequence, with `:` sub-parameters marked.
///
/// Empty parameters read as 0, values are capped at 65,535 and at most ``maximumCount`` are
/// kept, so no input can overflow or grow them.
package struct ControlParameters: Sendable {
    /// The most parameters kept; later ones are dropped.
    package static let maximumCount = 32
    /// The largest value kept; larger numbers read as it.
    package static let maximumValue = 65_535

    /// Room for ``maximumCount`` values; the first ``count`` are the parameters.
    private var storage = [Int](repeating: 0, count: maximumCount)
    /// The number of values.
    package private(set) var count = 0
    /// Bit `i` is set when value `i` followed a `:`, making it a sub-parameter of the one before.
    package private(set) var subParameterMask: UInt32 = 0
    private var current = 0
    private var hasCurrent = false
    private var nextIsSub = false

    /// Creates an empty list.
    package init() {}

    /// The values, in order.
    package var values: ArraySlice<Int> { storage[..<count] }

    /// Value `index`, or `defaultValue` when it is missing or 0 (as the standards read 0).
    package func value(_ index: Int, default defaultValue: Int = 1) -> Int {
        guard index < count, storage[index] != 0 else { return defaultValue }
        return storage[index]
    }

    /// Value `index` as written, 0 when missing.
    package subscript(index: Int) -> Int {
        index < count ? storage[index] : 0
    }

    /// Whether value `index` followed a `:`.
    package func isSubParameter(_ index: Int) -> Bool {
        index < count && subParameterMask & (1 << UInt32(index)) != 0
    }

    mutating func clear() {
        count = 0
        subParameterMask = 0
        current = 0
        hasCurrent = false
        nextIsSub = false
    }

    /// Takes a digit, `:` or `;`.
    mutating func take(_ byte: UInt8) {
        if byte <= 0x39 {
            current = min(current * 10 + Int(byte - 0x30), Self.maximumValue)
            hasCurrent = true
        } else {
            push()
            nextIsSub = byte == 0x3A
            hasCurrent = true
        }
    }

    /// Ends the list at the final byte.
    mutating func finish() {
        if hasCurrent { push() }
    }

    private mutating func push() {
        if count < Self.maximumCount {
            if nextIsSub { subParameterMask |= 1 << UInt32(count) }
            storage[count] = current
            count += 1
        }
        current = 0
        hasCurrent = false
        nextIsSub = false
    }
}
