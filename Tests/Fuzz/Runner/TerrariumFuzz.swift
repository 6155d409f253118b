import Foundation
import TerrariumFuzzTargets

#if TERRARIUM_LIBFUZZER
    /// libFuzzer's entry point when the program, not libFuzzer, owns `main`.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    /// libFuzzer's own mutations, for the custom mutator to fall back on.
    @_silgen_name("LLVMFuzzerMutate")
    func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maximumSize: Int) -> Int

    /// Half of libFuzzer's mutations are ``FuzzMutator``'s, which put overflowing and boundary
    /// numbers into the JSON a peer sends: libFuzzer's comparisons cannot lead it to a number
    /// that only overflows an addition.
    @_cdecl("LLVMFuzzerCustomMutator")
    func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maximumSize: Int, _ seed: UInt32) -> Int {
        guard let data, seed & 1 == 1 else { return libFuzzerMutate(data, size, maximumSize) }
        let input = Array(UnsafeBufferPointer(start: data, count: size))
        var mutator = FuzzMutator(seed: UInt64(seed))
        let mutated = mutator.mutate(input, donor: input).prefix(maximumSize)
        for (index, byte) in mutated.enumerated() { data[index] = byte }
        return mutated.count
    }
#endif

/// `terrarium-fuzz`: runs one of Terrarium's fuzz targets.
///
/// ```sh
/// terrarium-fuzz --list
/// terrarium-fuzz hub --seeds DIR                 # writes the target's seed inputs into DIR
/// terrarium-fuzz hub FILE…                       # runs the target once on each file
/// terrarium-fuzz hub --mutate N [--seed S]       # N inputs mutated from the seeds, deterministically;
///                                                # TERRARIUM_FUZZ_INPUT=FILE keeps the input running
/// terrarium-fuzz hub [libFuzzer options] DIR…    # built with libFuzzer (see Docs/Fuzzing.md)
/// ```
@main
enum TerrariumFuzz {
    nonisolated(unsafe) static var target: FuzzTarget?

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--list" || arguments.isEmpty {
            for target in FuzzTarget.all { print("\(target.name): \(target.summary)") }
            exit(arguments.isEmpty ? 2 : 0)
        }
        let name = arguments.removeFirst()
        guard let target = FuzzTarget.named(name) else {
            fail("no fuzz target \(name); terrarium-fuzz --list names them")
        }
        Self.target = target
        if arguments.first == "--seeds", arguments.count == 2 {
            writeSeeds(of: target, into: arguments[1])
        } else if arguments.first == "--mutate", arguments.count >= 2, let count = Int(arguments[1]) {
            let seed = arguments.count == 4 && arguments[2] == "--seed" ? UInt64(arguments[3]) ?? 0 : 0
            var mutator = FuzzMutator(seed: seed)
            // The input about to run is kept in a file, so the one that stops the process is there.
            let keep = ProcessInfo.processInfo.environment["TERRARIUM_FUZZ_INPUT"]
            let executed = mutator.run(target, count: count) { input in
                if let keep { _ = FileManager.default.createFile(atPath: keep, contents: Data(input)) }
            }
            print("\(target.name): \(executed) inputs from seed \(seed), no failure")
        } else if !arguments.isEmpty, arguments.allSatisfy({ !$0.hasPrefix("-") && isFile($0) }) {
            for path in arguments {
                guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
                target.run(Array(data))
            }
            print("\(target.name): \(arguments.count) inputs, no failure")
        } else {
            runLibFuzzer(arguments)
        }
    }

    private static func runLibFuzzer(_ options: [String]) {
        #if TERRARIUM_LIBFUZZER
            // libFuzzer reads its own options and corpus folders; the target's name is not one.
            var argv: [UnsafeMutablePointer<CChar>?] = ([CommandLine.arguments[0]] + options).map { strdup($0) }
            argv.append(nil)
            var argc = Int32(options.count + 1)
            let status = argv.withUnsafeMutableBufferPointer { buffer in
                var base = buffer.baseAddress!
                return runFuzzerDriver(&argc, &base) { data, size in
                    TerrariumFuzz.target?.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
                    return 0
                }
            }
            exit(status)
        #else
            fail("this terrarium-fuzz was built without libFuzzer; build it as Docs/Fuzzing.md says, or use --mutate")
        #endif
    }

    private static func writeSeeds(of target: FuzzTarget, into folder: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (index, seed) in target.seeds().enumerated() {
            let path = (folder as NSString).appendingPathComponent("seed-\(index)")
            guard FileManager.default.createFile(atPath: path, contents: Data(seed)) else {
                fail("cannot write \(path)")
            }
        }
    }

    private static func isFile(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && !directory.boolValue
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("terrarium-fuzz: \(message)\n".utf8))
        exit(2)
    }
}
