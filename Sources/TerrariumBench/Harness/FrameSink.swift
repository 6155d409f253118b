import Foundation
import Terrarium
import TerrariumPOSIX
import TerrariumTerminal

/// A view host drawn into an in-memory terminal: each frame's bytes are produced exactly as for
/// a real terminal, then counted and dropped.
@MainActor
final class FrameSink<Content: View> {
    let host: ViewHost<Content>
    private var renderer = TerminalRenderer(capabilities: SinkCapabilities.current)
    private var output: [UInt8] = []

    /// Creates the host at `size`; nothing is rendered yet.
    init(_ view: Content, size: Size) {
        // As the run loop sets it when an app starts.
        AllocatorPolicy.returnLargeBlocks(environment: ProcessInfo.processInfo.environment)
        host = ViewHost(rootView: view, size: size)
        // About what a full frame of text takes; more would time the allocator's page faults.
        output.reserveCapacity(size.area * 2)
    }

    /// Brings the tree up to date, draws it and encodes the frame; returns the bytes emitted.
    @discardableResult
    func frame() -> Int {
        output.removeAll(keepingCapacity: true)
        return renderer.render(host.render(), into: &output).bytesWritten
    }

    /// What the run loop does once a frame is written and before it waits for input: releases
    /// the values the frame's updates replaced.
    func idle() {
        host.releaseReplacedValues()
    }
}

/// What every sink's renderer may use: everything, unless `--no-scroll-regions` takes scroll
/// regions away to measure what they save.
@MainActor
enum SinkCapabilities {
    static var current = TerminalCapabilities.full
}

extension FrameSink {
    /// Times making a host of `view` and producing its first frame; returns the last run's sink.
    ///
    /// Each host is released before the next run starts, outside the timing.
    static func measureFirstFrames(
        of view: @autoclosure () -> Content, size: Size, runs: Int, warmUp: Int
    ) -> (Measurement, FrameSink) {
        var sink: FrameSink?
        let measurement = measure(
            runs: runs, warmUp: warmUp, before: { _ in sink = nil },
            { _ in
                let made = FrameSink(view(), size: size)
                sink = made
                return made.frame()
            })
        return (measurement, sink ?? FrameSink(view(), size: size))
    }
}
