/// A small deterministic mutation fuzzer, for `swift test` and builds without libFuzzer.
///
/// It runs a target over mutations of its seeds. The same seed gives the same inputs on every
/// machine, so a failure it finds reproduces.
package struct FuzzMutator {
    private var state: UInt64

    /// A mutator whose inputs follow from `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// Numbers a peer would send to find an overflow, as text (JSON) and as bytes.
    static let interestingNumbers = [
        "0", "-1", "1", "255", "65535", "4294967295", "2147483647", "-2147483648", "9223372036854775807",
        "-9223372036854775808", "18446744073709551615", "1e308", "1099511627776", "9007199254740993",
    ]

    /// Runs `target` over `count` inputs mutated from its seeds, the seeds first; returns how many
    /// inputs ran.
    ///
    /// `before` sees each input before it runs, so a caller can keep the one that fails.
    package mutating func run(_ target: FuzzTarget, count: Int, before: ([UInt8]) -> Void = { _ in }) -> Int {
        let seeds = target.seeds()
        var executed = 0
        for seed in seeds.prefix(count) {
            before(seed)
            target.run(seed)
            executed += 1
        }
        guard !seeds.isEmpty else { return executed }
        while executed < count {
            let input = mutate(seeds[next(below: seeds.count)], donor: seeds[next(below: seeds.count)])
            before(input)
            target.run(input)
            executed += 1
        }
        return executed
    }

    /// `input` changed by one to four mutations, some taking bytes from `donor`.
    package mutating func mutate(_ input: [UInt8], donor: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...next(below: 4) {
            switch next(below: 7) {
            case 0 where !bytes.isEmpty:
                bytes[next(below: bytes.count)] ^= 1 << UInt8(next(below: 8))
            case 1 where !bytes.isEmpty:
                bytes[next(below: bytes.count)] = [0, 0xFF, 0x7F, 0x80, 1, UInt8(ascii: "9")][next(below: 6)]
            case 2 where !bytes.isEmpty:
                let start = next(below: bytes.count)
                bytes.removeSubrange(start..<min(bytes.count, start + 1 + next(below: 16)))
            case 3:
                let at = next(below: bytes.count + 1)
                bytes.insert(
                    contentsOf: Array(
                        repeating: UInt8(truncatingIfNeeded: next(below: 256)), count: 1 + next(below: 8)), at: at)
            case 4 where !donor.isEmpty:
                let start = next(below: donor.count)
                let piece = donor[start..<min(donor.count, start + 1 + next(below: 64))]
                bytes.insert(contentsOf: piece, at: next(below: bytes.count + 1))
            case 5:
                replaceNumber(in: &bytes)
            default:
                if !bytes.isEmpty { bytes.removeLast(next(below: min(bytes.count, 32)) + 1) }
            }
        }
        return bytes
    }

    /// Replaces a JSON number with an interesting one, so fields get extremes; digits inside
    /// strings (ids, names) are left alone, so what the number belongs to stays valid.
    private mutating func replaceNumber(in bytes: inout [UInt8]) {
        func isDigit(_ index: Int) -> Bool { bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") }
        // A number starts after a colon, a comma or a bracket, perhaps behind a minus sign.
        let starts = bytes.indices.filter { index in
            guard isDigit(index) || bytes[index] == UInt8(ascii: "-"), index > 0 else { return false }
            return [UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "[")].contains(bytes[index - 1])
        }
        guard !starts.isEmpty else { return }
        let start = starts[next(below: starts.count)]
        var end = start + 1
        while end < bytes.count, isDigit(end) || [UInt8(ascii: "."), UInt8(ascii: "e")].contains(bytes[end]) {
            end += 1
        }
        let number = Self.interestingNumbers[next(below: Self.interestingNumbers.count)]
        bytes.replaceSubrange(start..<end, with: Array(number.utf8))
    }

    /// A number below `bound` (SplitMix64, as `TerrariumTesting` has it: the fuzz targets stay off
    /// that module so their sanitized build compiles only what they test).
    private mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(max(bound, 1)))
    }
}
