public import Foundation

/// How a session reconnects, what it accepts and where its hub lives.
public struct GroupSessionOptions: Sendable {
    /// How long a client keeps trying to reconnect, and how long the hub keeps a participant
    /// whose connection dropped.
    public var reconnectionWindow: Duration
    /// The largest attachment accepted, in bytes.
    public var maximumAttachmentSize: Int64
    /// The directory of hub sockets; by default `$TERRARIUM_RUNTIME_DIR`, else
    /// `$XDG_RUNTIME_DIR/terrarium`, else `/tmp/terrarium-<uid>`.
    public var runtimeDirectory: URL?
    /// The `terrarium-share` program that runs the hub; by default `$TERRARIUM_SHARE`, else the
    /// one beside the running executable, else the one on `PATH`.
    public var hubExecutable: URL?

    /// Options with the defaults: five minutes to reconnect, attachments up to 100 MB.
    public init(
        reconnectionWindow: Duration = .seconds(300), maximumAttachmentSize: Int64 = 100_000_000,
        runtimeDirectory: URL? = nil, hubExecutable: URL? = nil
    ) {
        self.reconnectionWindow = reconnectionWindow
        self.maximumAttachmentSize = maximumAttachmentSize
        self.runtimeDirectory = runtimeDirectory
        self.hubExecutable = hubExecutable
    }
}
