/// One fuzz target: a function that takes any bytes and must neither crash nor hang on them,
/// with the inputs its fuzzing starts from.
///
/// A target checks its own invariants and stops the process (`fatalError`) when one breaks, so
/// libFuzzer, the replay of `Tests/Fuzz/Regressions` and the mutation run in `swift test` all
/// report a broken invariant as they report a crash.
package struct FuzzTarget: Sendable {
    /// The name the runner and the regression folder use.
    package var name: String
    /// What the target exercises, for `terrarium-fuzz --list`.
    package var summary: String
    /// Runs one input.
    package var run: @Sendable ([UInt8]) -> Void
    /// Well-formed inputs that reach deep into the code under test, for mutation to start from.
    package var seeds: @Sendable () -> [[UInt8]]

    /// Every target, in the order the runner lists them.
    package static let all: [FuzzTarget] = [.hub, .client, .widgetProtocol]

    /// The target named `name`.
    package static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
