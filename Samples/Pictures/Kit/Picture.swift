public import TerrariumTerminal
import TerrariumTesting

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
    /// Brings the screen to its moment and returns it.
    public let render: @MainActor @Sendable (Size) async throws -> PictureFrame

    /// A picture of `size` cells named `name`, with `title` above the screen that `render` makes.
    public init(
        name: String, title: String?, size: Size,
        render: @escaping @MainActor @Sendable (Size) async throws -> PictureFrame
    ) {
        self.name = name
        self.title = title
        self.size = size
        self.render = render
    }

    /// The file the picture is written to: its name and `.svg`.
    public var fileName: String { name + ".svg" }

    /// Renders the moment as the file's content.
    @MainActor
    public func svg() async throws -> String {
        let frame = try await render(size)
        return frame.buffer.svg(SVGOptions(title: title, cursor: frame.cursor))
    }
}

/// A screen at the moment a picture shows: its cells, and where the cursor is if it shows one.
public struct PictureFrame {
    /// The cells, which nothing draws into any more.
    public let buffer: CellBuffer
    /// The cell the terminal's cursor is on; nil when the picture shows none.
    public let cursor: Point?

    /// A frame of a copy of `buffer`'s cells, so that the host it came from may go on or away.
    public init(copying buffer: CellBuffer, cursor: Point? = nil) throws {
        self.buffer = try CellBuffer(styledText: buffer.styledText)
        self.cursor = cursor
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
