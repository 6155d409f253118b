import Terrarium
import TerrariumTesting
import Testing

@MainActor @Suite struct FieldReflectionTests {
    final class Box {}
    protocol Shape {}
    struct Square: Shape { var side: Int }
    struct Circle: Shape { var label: String }
    struct Plain {
        var name: String
        var count: Int
    }
    struct Generic<T> { var value: T }
    enum Payload {
        case none
        case text(Plain)
    }
    enum Tag: Equatable {
        case a
        case b(String)
    }

    /// A string with `text`, in a heap buffer of its own: equal text, different bytes.
    func fresh(_ text: String) -> String { String(text.reversed().reversed()) }

    @Test func kindsAreReadFromTheMetadata() {
        #expect(FieldReflection.kind(of: Int.self) == .struct)
        #expect(FieldReflection.kind(of: Box.self) == .class)
        #expect(FieldReflection.kind(of: Payload.self) == .enum)
        #expect(FieldReflection.kind(of: Int?.self) == .optional)
        #expect(FieldReflection.kind(of: (Int, String).self) == .tuple)
        #expect(FieldReflection.kind(of: (() -> Void).self) == .function)
        #expect(FieldReflection.kind(of: (@MainActor @Sendable (Int) -> String).self) == .function)
        #expect(FieldReflection.kind(of: (any Shape).self) == .existential)
        #expect(FieldReflection.kind(of: Int.Type.self) == .metatype)
    }

    /// Values kept in a protocol-typed field or optional, as `AnyView` keeps its view.
    struct Erased {
        var shape: any Shape
        var maybe: (any Shape)?
        var anything: Any
    }

    @Test func valuesInProtocolTypedFieldsAreComparedByTheirOwnFields() {
        let square = Erased(
            shape: Square(side: 2), maybe: Circle(label: fresh("ring")), anything: Plain(name: "a", count: 1))
        let same = Erased(
            shape: Square(side: 2), maybe: Circle(label: fresh("ring")), anything: Plain(name: "a", count: 1))
        #expect(FieldReflection.areEqual(square, same, functions: .changed))
        var bigger = same
        bigger.shape = Square(side: 3)
        #expect(!FieldReflection.areEqual(square, bigger, functions: .changed))
        var relabelled = same
        relabelled.maybe = Circle(label: "disc")
        #expect(!FieldReflection.areEqual(square, relabelled, functions: .changed))
        var recounted = same
        recounted.anything = Plain(name: "a", count: 2)
        #expect(!FieldReflection.areEqual(square, recounted, functions: .changed))
        // Views in an array of structs behind `AnyView`, as a picker keeps its options.
        let options = [Generic(value: AnyView(Text("Low").tag(1))), Generic(value: AnyView(Text("High").tag(2)))]
        let again = [Generic(value: AnyView(Text("Low").tag(1))), Generic(value: AnyView(Text("High").tag(2)))]
        #expect(FieldReflection.areEqual(options, again, functions: .changed))
        #expect(!FieldReflection.areEqual(options, Array(again.reversed()), functions: .changed))
    }

    @Test func functionsAreRecognisedWithoutTheirNames() {
        #expect(FieldReflection.isFunction((() -> Void).self))
        #expect(FieldReflection.isFunction(((() -> Void)?).self))
        #expect(FieldReflection.isFunction((@MainActor (Int) async throws -> Int).self))
        #expect(!FieldReflection.isFunction(Int?.self))
        // A type whose name has an arrow in it is not a function.
        #expect(!FieldReflection.isFunction(Generic<() -> Void>.self))
    }

    @Test func fieldsListStructsTuplesAndClassesButNotEnums() {
        #expect(FieldReflection.fields(of: Plain.self)?.map(\.name) == ["name", "count"])
        #expect(FieldReflection.fields(of: Plain.self)?.map(\.offset) == [0, 16])
        #expect(FieldReflection.fields(of: (Int, String).self)?.count == 2)
        #expect(FieldReflection.fields(of: Payload.self) == nil)
        #expect(FieldReflection.fields(of: (() -> Void).self) == nil)
    }

    /// One row per kind of field: two values and whether they hold the same content.
    @Test func contentComparison() {
        let rows: [(String, Any, Any, Bool)] = [
            (
                "equal strings in different buffers", fresh("a string longer than fifteen bytes") as Any,
                fresh("a string longer than fifteen bytes") as Any, true
            ),
            ("different strings", "a" as Any, "b" as Any, false),
            (
                "non-Equatable structs with equal strings",
                Plain(name: fresh("a name longer than fifteen"), count: 1) as Any,
                Plain(name: fresh("a name longer than fifteen"), count: 1) as Any, true
            ),
            (
                "non-Equatable structs that differ", Plain(name: "a", count: 1) as Any,
                Plain(name: "a", count: 2) as Any, false
            ),
            (
                "generic over a non-Equatable struct",
                Generic(value: Plain(name: fresh("another long name here"), count: 0)) as Any,
                Generic(value: Plain(name: fresh("another long name here"), count: 0)) as Any, true
            ),
            ("the same object", Self.shared as Any, Self.shared as Any, true),
            ("different objects", Box() as Any, Box() as Any, false),
            (
                "optionals of non-Equatable structs", Plain?.some(Plain(name: "x", count: 1)) as Any,
                Plain?.some(Plain(name: "x", count: 1)) as Any, true
            ),
            ("an optional and nil", Plain?.some(Plain(name: "x", count: 1)) as Any, Plain?.none as Any, false),
            (
                "tuples", (1, fresh("a tuple's long string value")) as Any,
                (1, fresh("a tuple's long string value")) as Any, true
            ),
            (
                "existentials of equal content",
                Generic<any Shape>(value: Circle(label: fresh("a circle's long label"))) as Any,
                Generic<any Shape>(value: Circle(label: fresh("a circle's long label"))) as Any, true
            ),
            (
                "existentials of different types", Generic<any Shape>(value: Square(side: 1)) as Any,
                Generic<any Shape>(value: Circle(label: "")) as Any, false
            ),
            (
                "Equatable enums with payloads", Tag.b(fresh("a payload that is long enough")) as Any,
                Tag.b(fresh("a payload that is long enough")) as Any, true
            ),
            (
                "arrays of non-Equatable structs", [Plain(name: fresh("an element with a long name"), count: 1)] as Any,
                [Plain(name: fresh("an element with a long name"), count: 1)] as Any, true
            ),
            ("arrays of different lengths", [Plain(name: "a", count: 1)] as Any, [Plain]() as Any, false),
            ("values of different types", 1 as Any, "1" as Any, false),
        ]
        for row in rows {
            #expect(FieldReflection.areEqual(row.1, row.2, functions: .ignored) == row.3, "\(row.0)")
        }
    }

    static let shared = Box()

    @Test func closuresInsideValuesAreIgnoredOrCountAsChangesAsAsked() {
        let one: () -> Void = {}
        #expect(FieldReflection.areEqual(one, one, functions: .ignored))
        #expect(!FieldReflection.areEqual(one, one, functions: .changed))
        #expect(FieldReflection.areEqual(Generic(value: one), Generic(value: one), functions: .ignored))
        #expect(!FieldReflection.areEqual(Generic(value: one), Generic(value: one), functions: .changed))
    }

    @Test func arraysOfNonEquatableValuesCompareByStorageThenElementByElement() {
        let rows = (0..<1_000).map { Plain(name: "row \($0)", count: $0) }
        let copy = rows.map { Plain(name: fresh($0.name), count: $0.count) }
        // The same storage, equal elements in other storage, and one element changed at the end.
        #expect(FieldReflection.areEqual(rows, rows, functions: .ignored))
        #expect(FieldReflection.areEqual(rows, copy, functions: .ignored))
        #expect(FieldReflection.areEqual(rows, copy, functions: .changed))
        var changed = copy
        changed[999].count = -1
        #expect(!FieldReflection.areEqual(rows, changed, functions: .ignored))
        #expect(!FieldReflection.areEqual(rows, Array(rows.dropLast()), functions: .ignored))
        // Closures in one storage are still changes when closures count as changes: one may
        // read what changed since.
        let actions: [Generic<() -> Void>] = [Generic(value: {})]
        #expect(FieldReflection.areEqual(actions, actions, functions: .ignored))
        #expect(!FieldReflection.areEqual(actions, actions, functions: .changed))
    }

    struct Cell: View {
        let content: AnyView
        var body: some View { content }
    }

    struct Row: View {
        let cells: [Cell]
        var body: some View { HStack { ForEach(0..<cells.count, id: \.self) { cells[$0] } } }
    }

    @Test func viewsInArraysAndBehindAnyViewCompareByTheirOwnTypesRules() {
        func row(_ texts: [String], width: Int = 4) -> Row {
            Row(cells: texts.map { Cell(content: AnyView(Text(fresh($0)).frame(width: width))) })
        }
        let info = ViewTypeInfo.of(Row.self)
        // A modifier of plain data holding a `nil` (the frame's height): equal values, though the
        // optional's unused bytes may differ.
        let framed = ViewTypeInfo.of(ModifiedContent<Text, _FrameLayout>.self)
        #expect(framed.isUnchanged(Text("a").frame(width: 4), Text(fresh("a")).frame(width: 4)))
        #expect(!framed.isUnchanged(Text("a").frame(width: 4), Text("a").frame(width: 4, height: 1)))
        let cells = row(["fern", "moss"])
        #expect(info.isUnchanged(cells, cells))
        #expect(info.isUnchanged(cells, row(["fern", "moss"])))
        #expect(!info.isUnchanged(cells, row(["fern", "mint"])))
        #expect(!info.isUnchanged(cells, row(["fern", "moss"], width: 5)))
        #expect(!info.isUnchanged(cells, row(["fern"])))
        #expect(info.isUnchanged(row([]), row([])))
        // Another type behind the same `AnyView` is a change, however alike the two look.
        let other = Row(cells: [Cell(content: AnyView(Text("fern"))), Cell(content: AnyView(Text("moss")))])
        #expect(!info.isUnchanged(row(["fern", "moss"]), other))
        #expect(ViewTypeInfo.of(AnyView.self).isUnchanged(AnyView(Text("a")), AnyView(Text(fresh("a")))))
        #expect(!ViewTypeInfo.of(AnyView.self).isUnchanged(AnyView(Text("a")), AnyView(Text("b"))))
    }

    @Test func enumsWithNonEquatablePayloadsCompareByBytes() {
        #expect(FieldReflection.areEqual(Payload.none, Payload.none, functions: .ignored))
        #expect(!FieldReflection.areEqual(Payload.none, Payload.text(Plain(name: "", count: 0)), functions: .ignored))
    }
}

/// Views and values holding weak references: their storage is not a strong reference's, and
/// reading it as one would crash.
@MainActor @Suite struct WeakFieldTests {
    final class Owner {
        var name: String
        init(_ name: String) { self.name = name }
    }

    struct Holder {
        weak var owner: Owner?
        var count: Int
    }

    struct Nested {
        var holder: Holder
    }

    protocol Delegate: AnyObject {}
    final class Listener: Delegate {}

    struct Existentials {
        weak var anything: AnyObject?
        weak var delegate: (any Delegate)?
    }

    @Test func weakFieldsCompareByTheObjectTheyReferTo() {
        let first = Owner("a")
        let second = Owner("a")
        #expect(
            FieldReflection.areEqual(
                Holder(owner: first, count: 1), Holder(owner: first, count: 1), functions: .changed))
        #expect(
            !FieldReflection.areEqual(
                Holder(owner: first, count: 1), Holder(owner: second, count: 1), functions: .changed))
        #expect(
            !FieldReflection.areEqual(Holder(owner: first, count: 1), Holder(owner: nil, count: 1), functions: .changed)
        )
        #expect(
            FieldReflection.areEqual(Holder(owner: nil, count: 1), Holder(owner: nil, count: 1), functions: .changed))
        #expect(
            FieldReflection.areEqual(
                Nested(holder: Holder(owner: first, count: 2)), Nested(holder: Holder(owner: first, count: 2)),
                functions: .changed))
        #expect(
            !FieldReflection.areEqual(
                Nested(holder: Holder(owner: first, count: 2)), Nested(holder: Holder(owner: first, count: 3)),
                functions: .changed))
    }

    @Test func weakFieldsOfClassBoundProtocolTypesCompareByTheObjectToo() {
        let (one, two) = (Listener(), Listener())
        #expect(FieldReflection.isOptionalReference(AnyObject?.self))
        #expect(FieldReflection.isOptionalReference((any Delegate)?.self))
        #expect(!FieldReflection.isOptionalReference((any Equatable)?.self))
        #expect(!FieldReflection.isOptionalReference(Int?.self))
        let same = FieldReflection.areEqual(
            Existentials(anything: one, delegate: two), Existentials(anything: one, delegate: two), functions: .changed)
        #expect(same)
        let swapped = FieldReflection.areEqual(
            Existentials(anything: one, delegate: two), Existentials(anything: two, delegate: one), functions: .changed)
        #expect(!swapped)
        #expect(
            !FieldReflection.areEqual(
                Existentials(anything: one, delegate: nil), Existentials(anything: one, delegate: two),
                functions: .changed))
    }

    struct Named: View {
        weak var owner: Owner?
        var body: some View { Text(owner?.name ?? "gone") }
    }

    struct Parent: View {
        let owners: [Owner]
        @State var index = 0
        var body: some View {
            VStack {
                Named(owner: owners[index])
                Button("next") { index = (index + 1) % owners.count }
            }
        }
    }

    @Test func aViewHoldingAWeakReferenceUpdatesWhenItRefersToAnother() {
        let owners = [Owner("fern"), Owner("moss")]
        let host = TestHost(Parent(owners: owners), size: Size(width: 10, height: 2))
        #expect(host.lines()[0].contains("fern"))
        host.click(x: 4, y: 1)
        #expect(host.lines()[0].contains("moss"))
        host.click(x: 4, y: 1)
        #expect(host.lines()[0].contains("fern"))
    }
}

extension WeakFieldTests {
    struct WeakRepresentable: WidgetRepresentable {
        weak var owner: Owner?
        func makeWidget(context: Context) -> ProbeWidget { ProbeWidget() }
        func updateWidget(_ widget: ProbeWidget, context: Context) { widget.text = owner?.name ?? "gone" }
    }

    @Test func aRepresentableHoldingAWeakReferenceUpdatesWhenItRefersToAnother() {
        let fern = Owner("fern")
        let moss = Owner("moss")
        let host = TestHost(WeakRepresentable(owner: fern), size: Size(width: 8, height: 1))
        #expect(host.lines()[0].hasPrefix("fern"))
        host.rootView = WeakRepresentable(owner: moss)
        #expect(host.lines()[0].hasPrefix("moss"))
        host.rootView = WeakRepresentable(owner: nil)
        #expect(host.lines()[0].hasPrefix("gone"))
    }
}

/// An `unowned` field holds a reference that must not be read as a strong one: the object may
/// be gone while the view value that names it is compared.
@MainActor @Suite struct UnownedFieldTests {
    final class Owner {
        let name: String
        init(_ name: String) { self.name = name }
    }

    protocol Delegate: AnyObject {}
    final class Listener: Delegate {}

    struct Holder {
        unowned let owner: Owner
        unowned let delegate: any Delegate
    }

    @Test func unownedFieldsCompareByTheObjectTheyReferTo() {
        let (a, b) = (Owner("a"), Owner("b"))
        let (one, two) = (Listener(), Listener())
        #expect(FieldReflection.isReference(Owner.self))
        #expect(FieldReflection.isReference((any Delegate).self))
        #expect(!FieldReflection.isReference((any Equatable).self))
        #expect(
            FieldReflection.areEqual(
                Holder(owner: a, delegate: one), Holder(owner: a, delegate: one), functions: .changed))
        #expect(
            !FieldReflection.areEqual(
                Holder(owner: a, delegate: one), Holder(owner: b, delegate: one), functions: .changed))
        #expect(
            !FieldReflection.areEqual(
                Holder(owner: a, delegate: one), Holder(owner: a, delegate: two), functions: .changed))
    }

    struct Named: View {
        unowned let owner: Owner
        unowned let delegate: any Delegate
        var body: some View { Text(owner.name) }
    }

    struct NamedRepresentable: WidgetRepresentable {
        unowned let owner: Owner
        unowned let delegate: any Delegate
        func makeWidget(context: Context) -> ProbeWidget { ProbeWidget() }
        func updateWidget(_ widget: ProbeWidget, context: Context) { widget.text = owner.name }
    }

    /// The first owner is released while the view that names it is still the node's: comparing
    /// the next view with it must not touch the object.
    @Test func aViewWhoseUnownedObjectIsGoneIsComparedWithoutReadingIt() {
        var first: Owner? = Owner("fern")
        var listener: Listener? = Listener()
        let host = TestHost(Named(owner: first!, delegate: listener!), size: Size(width: 8, height: 1))
        #expect(host.lines()[0].hasPrefix("fern"))
        (first, listener) = (nil, nil)
        let (moss, other) = (Owner("moss"), Listener())
        host.rootView = Named(owner: moss, delegate: other)
        #expect(host.lines()[0].hasPrefix("moss"))
    }

    @Test func aRepresentableWhoseUnownedObjectIsGoneIsComparedWithoutReadingIt() {
        var first: Owner? = Owner("fern")
        var listener: Listener? = Listener()
        let host = TestHost(NamedRepresentable(owner: first!, delegate: listener!), size: Size(width: 8, height: 1))
        #expect(host.lines()[0].hasPrefix("fern"))
        (first, listener) = (nil, nil)
        let (moss, other) = (Owner("moss"), Listener())
        host.rootView = NamedRepresentable(owner: moss, delegate: other)
        #expect(host.lines()[0].hasPrefix("moss"))
        // The same objects again: nothing to update.
        host.rootView = NamedRepresentable(owner: moss, delegate: other)
        #expect(host.lines()[0].hasPrefix("moss"))
    }
}
