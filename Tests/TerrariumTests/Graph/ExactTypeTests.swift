import Testing

@testable import TerrariumCore

/// Values are told by their exact type, and an `AnyView` keeps what it wraps whole.
@MainActor @Suite struct ExactTypeTests {
    @Test func aValueIsSeenAsItsOwnTypeOnly() {
        #expect(exactly(Text("fern"), as: Text.self) == Text("fern"))
        // An existential is opened, as a cell's wrapped view is.
        let wrapped: any View = Text("fern")
        #expect(exactly(wrapped, as: Text.self) == Text("fern"))
        #expect(exactly(Optional(Text("fern")), as: Text.self) == nil)
        #expect(exactly(EmptyView(), as: Text.self) == nil)
    }

    @Test func anAnyViewWrappingAnotherKeepsTheOriginalAsACastWould() {
        #expect(type(of: AnyView(AnyView(Text("fern"))).storage) == Text.self)
        #expect(type(of: AnyView(Optional(AnyView(Text("fern")))).storage) == Text.self)
        #expect(type(of: AnyView(Optional<AnyView>.none).storage) == Optional<AnyView>.self)
        #expect(type(of: AnyView(Text("fern")).storage) == Text.self)
    }
}
