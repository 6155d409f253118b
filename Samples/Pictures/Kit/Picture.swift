public import Terrarium
public import TerrariumTerminal
public import TerrariumTesting

/// One picture of the documentation: a moment of a sample or of an article's example, rendered
/// headlessly and written as `<name>.svg`.
///
/// ```swift
/// let svg = try await Picture.plantCatalog.svg()
/// ```
///
/// A picture is the same bytes on every run and every machine: nothing on screen may come from a
/// clock, a process id, a path or a random value.
public struct Picture: Sendable {
    /// The file's name without its extension, such as `plant-catalog`.
    public let name: String
    /// The text of the picture's title bar; nil for none, as a snapshot test records a screen.
    public let title: String?
    /// The screen's size in cells.
    public let size: Size
    /// Brings a screen of the given size to its moment and returns a copy of its cells.
    private let makeFrame: @MainActor @Sendable (Size) async throws -> CellBuffer

    /// A picture of `size` cells named `name`, with `title` above the screen that `render` makes
    /// and returns, for a moment that needs more than a view and keys (files, processes).
    public init(
        name: String, title: String?, size: Size,
        render: @escaping @MainActor @Sendable (Size) async throws -> CellBuffer
    ) {
        self.name = name
        self.title = title
        self.size = size
        self.makeFrame = render
    }

    /// A picture of `view` after `steps`, with everything they started settled: the host is
    /// made at `size` and torn down once its frame is copied.
    public init<Content: View>(
        name: String, title: String?, size: Size, view: @autoclosure @escaping @MainActor @Sendable () -> Content,
        steps: @escaping @MainActor @Sendable (TestHost<Content>) throws -> Void = { _ in }
    ) {
        self.init(name: name, title: title, size: size) { size in
            let host = TestHost(view(), size: size)
            defer { host.tearDown() }
            try steps(host)
            host.settle()
            return host.buffer.copy()
        }
    }

    /// The file the picture is written to: its name and `.svg`.
    public var fileName: String { name + ".svg" }

    /// The screen at the picture's moment.
    @MainActor
    public func render() async throws -> CellBuffer { try await makeFrame(size) }

    /// Renders the moment as the file's content.
    @MainActor
    public func svg() async throws -> String {
        try await render().svg(SVGOptions(title: title))
    }
}

/// A picture could not be made: what went wrong, for the person running the tool.
public struct PictureError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
