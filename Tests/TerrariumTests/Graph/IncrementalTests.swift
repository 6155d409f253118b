import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct IncrementalTests {
    struct List: View {
        let handle: Handle<String>
        @State private var changing = "item 5"
        var body: some View {
            let _ = handle.capture($changing)
            VStack(alignment: .leading) {
                ForEach(0..<30) { index in
                    if index == 5 { Text(changing) } else { Text("item \(index)") }
                }
            }
        }
    }

    @Test func aChangeThatKeepsItsSizeDoesNotLayOutItsSiblingsAgain() {
        let handle = Handle<String>()
        let host = TestHost(List(handle: handle), size: Size(width: 10, height: 30))
        host.render()
        let before = host.host.graph.layoutComputations
        handle.value = "ITEM 5"
        host.render()
        #expect(host.buffer.lines[5].hasPrefix("ITEM 5"))
        // The text, its ForEach slot and the stack: a handful of sizes, not thirty.
        #expect(host.host.graph.layoutComputations - before <= 8)
    }

    /// Lazy rows behind a conditional, as a list with a highlighted first row is written.
    struct LazyRows: View {
        let model: ObservedRows
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<model.rows.count) { index in
                        if index == 0 { Text(model.rows[index]).background(.blue) } else { Text(model.rows[index]) }
                    }
                }
            }
        }
    }

    /// Every visible row is evaluated again when the array changes, but only the changed one is
    /// measured again: a conditional or a custom view has no size of its own to invalidate.
    @Test func rowsEvaluatedAgainWithTheSameContentAreNotMeasuredAgain() {
        let model = ObservedRows()
        let host = TestHost(LazyRows(model: model), size: Size(width: 20, height: 30))
        host.render()
        let before = host.host.graph.layoutComputations
        model.rows[3] = "changed"
        host.render()
        #expect(host.buffer.lines[3].hasPrefix("changed"))
        #expect(host.host.graph.layoutComputations - before <= 12)
    }

    @MainActor final class Counter {
        var draws = 0
    }

    /// A drawing in a view of its own: unchanged inputs, so it is neither evaluated nor drawn again.
    struct Art: View {
        let counter: Counter
        var body: some View {
            Canvas { context, _ in
                counter.draws += 1
                context.draw("art", at: .zero)
            }
            .frame(width: 5, height: 2)
        }
    }

    struct Screen: View {
        let counter: Counter
        let handle: Handle<String>
        @State private var status = "idle"
        var body: some View {
            let _ = handle.capture($status)
            VStack(alignment: .leading) {
                Art(counter: counter)
                Text(status)
            }
        }
    }

    @Test func onlyTheRegionOfWhatChangedIsDrawnAgain() {
        let counter = Counter()
        let handle = Handle<String>()
        let host = TestHost(Screen(counter: counter, handle: handle), size: Size(width: 8, height: 3))
        #expect(host.lines() == ["art", "", "idle"])
        let draws = counter.draws
        handle.value = "busy"
        #expect(host.lines() == ["art", "", "busy"])
        #expect(counter.draws == draws)
        handle.value = "a much longer status"
        #expect(host.lines() == ["art", "", "a much…"])
        #expect(counter.draws == draws)
        host.resize(to: Size(width: 9, height: 3))
        _ = host.lines()
        #expect(counter.draws == draws + 1)
    }

    struct Playground: View {
        let handle: Handle<[Int]>
        @State private var values = [0, 0, 0, 0, 0, 0, 0, 0, 0]
        var body: some View {
            let _ = handle.capture($values)
            VStack(alignment: .leading) {
                HStack {
                    Text(String(repeating: "a", count: values[0] % 7))
                    if values[1] % 2 == 0 { Text("even").bold() }
                    Text("b\(values[1])").background(.blue)
                }
                ForEach(0..<(values[2] % 5), id: \.self) { index in
                    Text("row \(index) \(values[3])").border(values[3] % 2 == 0 ? .single : .rounded)
                }
                Text("日本\(values[4])").padding(.leading, values[4] % 3).foregroundStyle(.green)
                Text(String(repeating: "o", count: values[5] % 4)).offset(x: values[5] % 9)
                Text("overflow\(values[8])").fixedSize().frame(width: 3, alignment: .leading)
                ScrollView {
                    VStack(alignment: .leading) {
                        ForEach(0..<(values[6] % 12), id: \.self) { index in Text("s\(index)") }
                    }
                }
                .frame(width: 6, height: 3)
                ScrollView(showsIndicators: false) {
                    LazyVStack(alignment: .leading) {
                        Text("head \(values[7] % 3)")
                        ForEach(0..<(values[7] % 40), id: \.self) { index in Text("l\(index)") }
                    }
                }
                .frame(height: 2)
            }
        }
    }

    @Test func incrementalRendersMatchAFreshRenderAfterEveryChange() {
        var rng = SplitMix64(seed: 99)
        let handle = Handle<[Int]>()
        var size = Size(width: 24, height: 24)
        let host = TestHost(Playground(handle: handle), size: size)
        host.render()
        for step in 0..<200 {
            var values = handle.value
            values[Int.random(in: 0..<values.count, using: &rng)] = Int.random(in: 0..<40, using: &rng)
            handle.value = values
            if step % 25 == 24 {
                size = Size(width: Int.random(in: 8...30, using: &rng), height: Int.random(in: 10...26, using: &rng))
                host.resize(to: size)
            }
            host.render()
            let freshHandle = Handle<[Int]>()
            let fresh = TestHost(Playground(handle: freshHandle), size: size)
            freshHandle.value = values
            fresh.render()
            var same = true
            for y in 0..<size.height {
                for x in 0..<size.width where host.buffer[x, y] != fresh.buffer[x, y] { same = false }
            }
            #expect(same, "step \(step) values \(values):\n\(host.text)\n---\n\(fresh.text)")
            if !same { return }
        }
    }
}
