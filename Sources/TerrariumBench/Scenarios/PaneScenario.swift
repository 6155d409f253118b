import Foundation
import Terrarium
import TerrariumPanes
import TerrariumTerminal
import TerrariumTesting

/// `pane-throughput`: `cat` of a large text file through a terminal pane until the screen shows
/// its last line, while the host keeps drawing frames at 60 a second, beside tmux doing the
/// same in the same run.
///
/// The pane is a `TerminalView` in a `TestHost` at 80 × 24: the program's output is read and
/// interpreted on the pane's own thread while the main thread renders frames (bytes counted,
/// not written). tmux runs detached at the same size, so it interprets the output into its grid
/// without drawing it for a client; the time is from starting the session to `capture-pane`
/// showing the last line.
@MainActor
enum PaneScenario {
    /// The file's last line, which marks a settled screen.
    static let marker = "terrarium-pane-throughput-end"
    static let size = Size(width: 80, height: 24)

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What one run through the pane took.
    private struct PaneRun {
        var milliseconds: Double
        var frames: Int
        var longestFrameGap: Double
        var frameBytes: Int
    }

    static func throughput(bytes: Int, runs: Int) -> [BenchmarkResult] {
        do {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-bench-pane-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("output.txt")
            let size = try writeText(at: file, bytes: bytes)
            // One warm-up run of each, then alternating runs, so neither side gets a cooler machine.
            _ = try paneRun(file)
            _ = try tmuxRun(file)
            var pane: [PaneRun] = []
            var tmux: [Double] = []
            for _ in 0..<runs {
                pane.append(try paneRun(file))
                tmux.append(try tmuxRun(file))
            }
            let ours = Measurement(milliseconds: pane.map(\.milliseconds), bytes: pane.map(\.frameBytes))
            let theirs = Measurement(milliseconds: tmux, bytes: [])
            let oursRate = Double(size) / (ours.medianMilliseconds / 1_000) / 1_000_000
            let theirsRate = Double(size) / (theirs.medianMilliseconds / 1_000) / 1_000_000
            let fps = pane.map { Double($0.frames) / ($0.milliseconds / 1_000) }.sorted()[pane.count / 2]
            let gap = pane.map(\.longestFrameGap).max() ?? 0
            return [
                BenchmarkResult(
                    scenario: "pane-throughput", n: size, width: Self.size.width, height: Self.size.height,
                    measurement: ours,
                    extra: [
                        ("peer", .string("terrarium")), ("mb_per_s", .double(oursRate)), ("host_fps", .double(fps)),
                        ("longest_frame_gap_ms", .double(gap)), ("vs_tmux", .double(oursRate / theirsRate)),
                    ]),
                BenchmarkResult(
                    scenario: "pane-throughput", n: size, width: Self.size.width, height: Self.size.height,
                    measurement: theirs, extra: [("peer", .string("tmux")), ("mb_per_s", .double(theirsRate))]),
            ]
        } catch {
            FileHandle.standardError.write(Data("pane-throughput: \(error)\n".utf8))
            return []
        }
    }

    /// Writes about `bytes` bytes of log-like lines, under 80 columns, ending with the marker;
    /// returns the size written.
    private static func writeText(at url: URL, bytes: Int) throws -> Int {
        var block = ""
        for number in 0..<2_000 {
            block += "\(number) INFO request served path=/plants/\(number % 97) status=200 time=\(number % 13)ms\n"
        }
        let data = Data(block.utf8)
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: url)
        else { throw Failure(description: "could not write \(url.path)") }
        defer { try? handle.close() }
        var written = 0
        while written < bytes {
            let chunk = data.prefix(bytes - written)
            try handle.write(contentsOf: chunk)
            written += chunk.count
        }
        let end = Data("\n\(marker)\n".utf8)
        try handle.write(contentsOf: end)
        return written + end.count
    }

    private struct Screen: View {
        let path: String
        var body: some View { TerminalView(command: "cat", arguments: [path]) }
    }

    /// `cat` in a pane, frames drawn every 16 ms, until the marker is on screen and cat ended.
    private static func paneRun(_ file: URL) throws -> PaneRun {
        let clock = ContinuousClock()
        let start = clock.now
        let host = TestHost(Screen(path: file.path), size: size)
        defer { host.tearDown() }
        guard let widget = host.widgets(of: TerminalWidget.self).first else { throw Failure(description: "no pane") }
        var frames = 1
        var bytes = 0
        var longestGap = Duration.zero
        var last = clock.now
        while true {
            // Waiting on the run loop lets the pane's notices, sent to the main actor, arrive.
            let next = last + .milliseconds(16)
            while clock.now < next {
                RunLoop.main.run(
                    until: Date(timeIntervalSinceNow: max(0.0005, (next - clock.now).milliseconds / 1_000)))
            }
            let buffer = host.render()
            bytes += host.lastFrameStatistics.bytesWritten
            frames += 1
            let now = clock.now
            longestGap = max(longestGap, now - last)
            last = now
            if case .terminated = widget.state, buffer.lines.contains(where: { $0.hasPrefix(marker) }) { break }
            if case .failed(let reason) = widget.state { throw Failure(description: reason) }
            if now - start > .seconds(900) { throw Failure(description: "the pane never showed the end") }
        }
        let elapsed = clock.now - start
        return PaneRun(
            milliseconds: elapsed.milliseconds, frames: frames, longestFrameGap: longestGap.milliseconds,
            frameBytes: bytes / max(1, frames))
    }

    /// `cat` in a detached tmux session of the same size, until `capture-pane` shows the marker.
    private static func tmuxRun(_ file: URL) throws -> Double {
        let socket = "terrarium-bench-\(getpid())-\(UUID().uuidString.prefix(6))"
        let tmux = ["tmux", "-L", socket, "-f", "/dev/null"]
        defer { _ = try? ProgramRunner.run(tmux + ["kill-server"], timeout: .seconds(30)) }
        let clock = ContinuousClock()
        let start = clock.now
        let command = "cat '\(file.path)'; tmux -L \(socket) wait-for -S done; sleep 600"
        let started = try ProgramRunner.run(
            tmux + ["new-session", "-d", "-s", "bench", "-x", "\(size.width)", "-y", "\(size.height)", command],
            timeout: .seconds(60))
        guard started.status == 0 else { throw Failure(description: "tmux did not start: \(started.errorOutput)") }
        _ = try ProgramRunner.run(tmux + ["wait-for", "done"], timeout: .seconds(900))
        while true {
            let screen = try ProgramRunner.run(tmux + ["capture-pane", "-p", "-t", "bench"], timeout: .seconds(60))
            if screen.output.contains(marker) { break }
            if clock.now - start > .seconds(900) { throw Failure(description: "tmux never showed the end") }
        }
        return (clock.now - start).milliseconds
    }
}
