public import Foundation
public import Observation
public import TerrariumGroupActivities

/// What draw-together shows besides the canvas: the session's state, who is in it, the
/// attachments, the colour chosen, and a line of status; and what it does with files.
@MainActor @Observable
public final class DrawTogetherModel {
    /// The command line the app was started with.
    public let options: LaunchOptions
    /// The session: started here, or joined.
    public let session: GroupSession<DrawTogetherActivity>
    /// The session's attachments.
    public let journal: GroupSessionJournal
    /// The session's state as last reported.
    public private(set) var state: GroupSession<DrawTogetherActivity>.State = .waiting
    /// The participants connected now.
    public private(set) var activeCount = 0
    /// The participants in the session, including those reconnecting.
    public private(set) var participantCount = 0
    /// The attachments, in the order they were added.
    public private(set) var attachments: [GroupSessionJournal.Attachment] = []
    /// The palette index strokes are drawn in.
    public var colorIndex = 0
    /// The last thing that happened worth saying: an attachment saved, an error.
    public var status: String?
    /// Where saved attachments go.
    public var saveDirectory: URL

    /// A model for `options`, making the session it asks for; nothing connects until ``start()``.
    public init(options: LaunchOptions, sessionOptions: GroupSessionOptions = GroupSessionOptions()) {
        self.options = options
        let endpoint: GroupSessionEndpoint = options.via.map { .ssh($0) } ?? .local
        let role: ParticipantRole = options.joins ? (options.isViewer ? .viewer : .participant) : .host
        session = GroupSession(
            activity: DrawTogetherActivity(), name: options.sessionName, role: role,
            participantName: options.participantName, endpoint: endpoint, options: sessionOptions)
        journal = GroupSessionJournal(session: session)
        saveDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// Whether this participant may draw and add files.
    public var canChange: Bool { !options.isViewer }

    /// Joins or starts the session, then follows its state, its participants and its attachments
    /// until it ends.
    public func start() async {
        do {
            try await session.join()
        } catch {
            state = .invalidated(reason: (error as? GroupSessionError) ?? .connectionLost)
            status = String(describing: error)
            return
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.followState() }
            group.addTask { await self.followParticipants() }
            group.addTask { await self.followActiveParticipants() }
            group.addTask { await self.followAttachments() }
        }
    }

    private func followState() async {
        for await state in session.states { self.state = state }
    }

    private func followParticipants() async {
        for await everyone in session.participantUpdates { participantCount = everyone.count }
    }

    private func followActiveParticipants() async {
        for await active in session.activeParticipantUpdates { activeCount = active.count }
    }

    private func followAttachments() async {
        for await attachments in journal.attachments { self.attachments = attachments }
    }

    /// Adds the file at `path` (relative to the working directory, `~` expanded) to the journal.
    public func addFile(atPath path: String) async {
        let expanded = (path.trimmingCharacters(in: .whitespaces) as NSString).expandingTildeInPath
        let url = URL(fileURLWithPath: expanded, relativeTo: saveDirectory).standardizedFileURL
        await addFile(url)
    }

    /// Adds the file at `url` to the journal, saying how it went in the status line.
    public func addFile(_ url: URL) async {
        let name = url.lastPathComponent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
            status = "Cannot add \(name): no such file"
            return
        }
        status = "Adding \(name)…"
        do {
            _ = try await journal.add(SharedFile(url: url), name: name)
            status = "Added \(name)"
        } catch {
            status = "Cannot add \(name): \(error)"
        }
    }

    /// Saves `attachment` into the save directory under its name, or a numbered name when that is
    /// taken.
    public func save(_ attachment: GroupSessionJournal.Attachment) async {
        let destination = freeDestination(for: attachment.name)
        status = "Saving \(attachment.name)…"
        do {
            try await attachment.write(to: destination)
            status = "Saved \(attachment.name) to \(destination.lastPathComponent)"
        } catch {
            status = "Cannot save \(attachment.name): \(error)"
        }
    }

    /// Leaves the session, as the app quits.
    public func leave() {
        session.leave()
    }

    private func freeDestination(for name: String) -> URL {
        // A peer's name never climbs out of the save directory.
        let safe = name.replacingOccurrences(of: "/", with: "_").trimmingCharacters(in: CharacterSet(charactersIn: "."))
        let base = safe.isEmpty ? "attachment" : safe
        var candidate = saveDirectory.appendingPathComponent(base)
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            let stem = (base as NSString).deletingPathExtension
            let ext = (base as NSString).pathExtension
            candidate = saveDirectory.appendingPathComponent(
                ext.isEmpty ? "\(stem) \(number)" : "\(stem) \(number).\(ext)")
            number += 1
        }
        return candidate
    }
}
