import Terrarium
import TerrariumTerminal

/// A screen full of text with a sheet that a key opens and closes.
struct SheetScreen: View {
    @State private var isPresented = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<80, id: \.self) { index in Text(RowsModel.row(index)) }
        }
        .onKeyPress("s") {
            isPresented.toggle()
            return .handled
        }
        .sheet(isPresented: $isPresented) {
            VStack(alignment: .leading) {
                Text("Add a plant").bold()
                Text("Name and the days between waterings.")
                Button("Done") { isPresented = false }
            }
        }
    }
}

/// `sheet-open`: a key opens a sheet over a full screen; timed from the key to the frame's
/// bytes, the closing key between runs untimed.
@MainActor
enum SheetScenario {
    static func run(size: Size, runs: Int) -> BenchmarkResult {
        let sink = FrameSink(SheetScreen(), size: size)
        sink.frame()
        let measurement = measure(
            runs: runs, warmUp: runs / 10 + 2,
            before: { _ in
                // Close it if open, outside the timing.
                if sink.host.buffer.cells.contains(where: { $0.grapheme == "┌" }) {
                    sink.host.send(.key(KeyPress(.escape)))
                    sink.frame()
                }
            },
            { _ in
                sink.host.send(.key(KeyPress("s")))
                return sink.frame()
            })
        return BenchmarkResult(
            scenario: "sheet-open", n: 1, width: size.width, height: size.height, measurement: measurement)
    }
}
