/// What rendering one frame cost.
public struct FrameStatistics: Hashable, Sendable {
    /// Bytes emitted for the frame, synchronized-update pair included; 0 for an unchanged frame.
    public var bytesWritten: Int = 0
    /// Cells whose text or style was written.
    public var cellsChanged: Int = 0
    /// Rows a scroll region shifted before the cells were written: positive when the content
    /// moved up, negative when it moved down, 0 when nothing was shifted.
    public var linesScrolled: Int = 0
    /// Pictures (sixel images) painted over the cells after them.
    public var picturesPainted: Int = 0
    /// Whether the frame repainted the whole screen (first frame, resize, resume).
    public var isFullRepaint: Bool = false
    /// Time spent comparing the frames and encoding the output.
    public var diffDuration: Duration = .zero

    /// Creates empty statistics.
    public init() {}
}
