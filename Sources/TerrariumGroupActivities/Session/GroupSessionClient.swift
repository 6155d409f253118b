package import Foundation
import Synchronization
import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The engine behind a session, whatever its activity type: the connection, the reliable
/// stream, the replicas of participants, values and attachments, and reconnection.
///
/// Frames arrive on the link's thread and are applied under one lock; what they change is
/// announced through broadcasters after the lock is released, so no observer runs under it.
package final class GroupSessionClient: Sendable {
    /// The most bytes of reliable frames sent and not yet acknowledged; `send` waits beyond it.
    package static let unacknowledgedLimit = 4 << 20

    package let name: String
    package let localParticipant: Participant
    package let endpoint: GroupSessionEndpoint
    package let options: GroupSessionOptions
    package let activityIdentifier: String
    let hostActivity: Data?

    package let states = Broadcaster<GroupSessionState>(.waiting)
    package let participants = Broadcaster<Set<Participant>>([])
    package let activeParticipants = Broadcaster<Set<Participant>>([])
    package let attachments = Broadcaster<[AttachmentRecord]>([])
    package let storeChanges = Broadcaster<Set<String>>([], unbounded: true)
    let core = Mutex(ClientCore())

    package init(
        name: String, participant: Participant, activityIdentifier: String, hostActivity: Data?,
        endpoint: GroupSessionEndpoint, options: GroupSessionOptions
    ) {
        self.name = name
        self.localParticipant = participant
        self.activityIdentifier = activityIdentifier
        self.hostActivity = hostActivity
        self.endpoint = endpoint
        self.options = options
        storeChanges.startStreams { [weak self] in Set(self?.storeKeys() ?? []) }
    }

    /// The activity as the hub holds it, JSON; the host's until joined.
    package var activityData: Data? { core.withLock { $0.activity } ?? hostActivity }

    /// The state now.
    package var state: GroupSessionState {
        // The phase, not the last value sent: a link that closes while the session is left can
        // send `reconnecting` after `invalidated`, and the phase is what the session is in.
        switch core.withLock({ $0.phase }) {
        case .idle, .joining: .waiting
        case .joined: .joined
        case .reconnecting: .reconnecting
        case .invalidated(let reason): .invalidated(reason: reason)
        }
    }

    // MARK: Joining

    /// Connects, says hello and waits for the shared state.
    package func join() async throws {
        try SessionName.validate(name)
        let nameBytes = localParticipant.name.utf8.count
        guard nameBytes <= SessionLimits.participantNameBytes else {
            throw GroupSessionError.limitExceeded(
                "a participant's name is at most \(SessionLimits.participantNameBytes) bytes, not \(nameBytes)")
        }
        let canJoin = core.withLock { core in
            guard case .idle = core.phase else { return false }
            core.phase = .joining
            return true
        }
        guard canJoin else { throw GroupSessionError.notPermitted("this session was already joined") }
        do {
            try await connect(resume: false)
        } catch let refusal as Refusal {
            invalidate(refusal.error)
            throw refusal.error
        } catch let error as GroupSessionError {
            invalidate(error)
            throw error
        }
    }

    /// Returns once the session is joined, throwing if it is invalidated first.
    package func waitUntilJoined() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let resolved: Result<Void, GroupSessionError>? = core.withLock { core in
                switch core.phase {
                case .joined: return .success(())
                case .invalidated(let reason): return .failure(reason)
                default:
                    core.joinWaiters.append(continuation)
                    return nil
                }
            }
            if let resolved { continuation.resume(with: resolved) }
        }
    }

    struct Refusal: Error {
        let error: GroupSessionError
    }

    private func connect(resume: Bool) async throws {
        let transport = try await openTransport(startingHub: !resume && localParticipant.role == .host)
        let linkID = core.withLock { core in
            core.linkID += 1
            return core.linkID
        }
        let link: FrameLink
        do {
            link = try FrameLink(
                readFD: transport.readFD, writeFD: transport.writeFD, child: transport.pid,
                onFrame: { [weak self] frame in self?.receive(frame, link: linkID) },
                onBatch: { [weak self] in self?.acknowledge(link: linkID) },
                onClose: { [weak self] reason in self?.linkClosed(linkID, reason: reason) })
        } catch {
            close(transport.readFD)
            if transport.writeFD != transport.readFD { close(transport.writeFD) }
            throw error
        }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let hello = core.withLock { core -> Frame in
                core.link = link
                core.linkReady = false
                core.handshake = continuation
                core.awaitingSnapshot = !resume
                let body = Hello(
                    participant: localParticipant, activityIdentifier: activityIdentifier,
                    activity: localParticipant.role == .host ? hostActivity : nil, sessionName: name,
                    resumeToken: resume ? core.resumeToken : nil)
                var frame = FrameBody.frame(.hello, body)
                frame.acknowledgement = resume ? core.lastReceived : 0
                return frame
            }
            link.send(hello.encoded())
            link.start()
        }
    }

    private struct Transport {
        var readFD: Int32
        var writeFD: Int32
        var pid: pid_t?
    }

    private func openTransport(startingHub: Bool) async throws -> Transport {
        switch endpoint {
        case .local:
            let directory = RuntimeDirectory(options.runtimeDirectory)
            if startingHub {
                try directory.prepare()
                if directory.isLive(name) { throw Refusal(error: .sessionExists(name)) }
                try await HubLauncher.start(name, in: directory, options: options)
            } else if case .idle = core.withLock({ $0.phase }) {
                try directory.check()
            }
            switch UnixSocket.connect(to: directory.socketPath(name)) {
            case .success(let fd): return Transport(readFD: fd, writeFD: fd)
            case .failure(let error):
                let joining = core.withLock { if case .joining = $0.phase { true } else { false } }
                if joining, error.code == ENOENT || error.code == ECONNREFUSED {
                    throw Refusal(error: .sessionNotFound(name))
                }
                // The hub deletes its socket only when the session is over, and a socket nobody
                // listens on is a hub that died: either way there is nothing to wait for.
                if !joining, error.code == ENOENT || error.code == ECONNREFUSED {
                    throw Refusal(error: Self.hubGone)
                }
                throw GroupSessionError.hubUnavailable("\(directory.socketPath(name)): \(error)")
            }
        case .command(let command):
            if let connector = GroupSessionEndpoint.channelConnector(for: command) {
                let (readFD, writeFD) = try connector()
                return Transport(readFD: readFD, writeFD: writeFD)
            }
            let resolved = command.map { $0 == GroupSessionEndpoint.sshNamePlaceholder ? name : $0 }
            let bridge = try ProcessLauncher.spawnBridge(resolved)
            return Transport(readFD: bridge.readFD, writeFD: bridge.writeFD, pid: bridge.pid)
        }
    }

    /// Why a session ends when its hub is found gone while reconnecting, the same through any endpoint.
    static let hubGone = GroupSessionError.hubStopped("no longer runs")

    private func reconnect() async {
        let deadline = ContinuousClock.now + options.reconnectionWindow
        var delay = Duration.milliseconds(50)
        while ContinuousClock.now < deadline {
            if case .invalidated = state { return }
            do {
                try await connect(resume: true)
                return
            } catch let refusal as Refusal {
                // Through ssh, `attach` says the same of a hub that is gone as of a name never used.
                if case .sessionNotFound = refusal.error {
                    invalidate(Self.hubGone)
                } else {
                    invalidate(refusal.error)
                }
                return
            } catch {
                try? await Task.sleep(for: delay)
                delay = min(delay * 2, .seconds(2))
            }
        }
        invalidate(.connectionLost)
    }

    // MARK: Leaving

    /// Tells the hub this participant leaves, then closes.
    package func leave() {
        let link = core.withLock { $0.linkReady ? $0.link : nil }
        link?.send(Frame(.leave).encoded())
        invalidate(.left)
    }

    /// Ends the session for everyone; only the host may.
    package func end() throws {
        guard localParticipant.role == .host else {
            throw GroupSessionError.notPermitted("only the host can end the session")
        }
        let link = core.withLock { $0.linkReady ? $0.link : nil }
        link?.send(Frame(.end).encoded())
        invalidate(.ended)
    }

    /// Closes the connection as a network failure would, so the session reconnects.
    package func dropConnectionForTesting() {
        core.withLock { $0.link }?.abort()
    }

    /// Ends the session locally with `reason`: every waiter fails, every sequence finishes.
    package func invalidate(_ reason: GroupSessionError) {
        let ended = core.withLock { core -> ClientCore.Ended? in
            if case .invalidated = core.phase { return nil }
            core.phase = .invalidated(reason)
            return core.takeEverything()
        }
        guard let ended else { return }
        ended.link?.closeWhenFlushed()
        ended.handshake?.resume(throwing: reason)
        for waiter in ended.waiters { waiter.resume(throwing: reason) }
        for upload in ended.uploads { upload.finish() }
        for download in ended.downloads { download.finish() }
        for subscriber in ended.subscribers { subscriber.finish() }
        states.send(.invalidated(reason: reason))
        // A session that is over has nobody in it, rather than everyone forever reconnecting.
        for broadcaster in [participants, activeParticipants] {
            broadcaster.send([])
            broadcaster.finish()
        }
        states.finish()
        attachments.finish()
        storeChanges.finish()
    }

    private func linkClosed(_ linkID: Int, reason: String) {
        let outcome = core.withLock { core -> (ClientCore.Ended, Bool)? in
            guard core.linkID == linkID else { return nil }
            core.link = nil
            core.linkReady = false
            let interrupted = core.takeTransfers()
            switch core.phase {
            case .joined:
                core.phase = .reconnecting
                // Sent while the phase is held, so an `invalidated` sent later cannot come first.
                states.send(.reconnecting)
                return (interrupted, true)
            default:
                return (interrupted, false)
            }
        }
        guard let (interrupted, mustReconnect) = outcome else { return }
        for upload in interrupted.uploads { upload.finish() }
        for download in interrupted.downloads { download.finish() }
        if let handshake = interrupted.handshake {
            handshake.resume(throwing: GroupSessionError.hubUnavailable(reason))
        }
        if mustReconnect {
            activeParticipants.send([])
            Task { await self.reconnect() }
        }
    }
}
