import Foundation

extension Document {
    /// Puts the leftover backup back: loads it in place of the contents, as an edit, and saves
    /// it over the file; once saved, the backup is removed and the next one, if any, offered.
    ///
    /// A backup that cannot be read or loaded, or a save that fails, throws and leaves the
    /// backup where it is. The undo history is cleared, as its steps were for the replaced
    /// contents; so with unsaved changes it throws and changes nothing, since they would be lost
    /// beyond undo: they are saved or discarded first.
    public func restoreLeftoverBackup() async throws {
        let fileSystem = environment.fileSystem
        let reader = FileWrapperReader(fileSystem: fileSystem, limit: maximumFileSize)
        try await enqueueThrowing { () async throws(DocumentError) in
            guard let backup = self.leftoverBackup else { return }
            guard !self.hasUnsavedChanges else {
                throw DocumentError(
                    .editingDisabled,
                    message: "Save or discard your changes first: restoring \(backup.name) would replace them.")
            }
            let path = backup.path
            do {
                let contents = try await Self.offMainActor { try reader.read(at: path) }
                try self.load(fromContents: contents, ofType: self.fileType)
            } catch {
                let reason = (error as? FileSystemError).map { "\($0.reason) (\($0.codeName))" } ?? "\(error)"
                throw DocumentError.unreadable(fileName: backup.name, reason: reason)
            }
            self.undoManager?.removeAllActions()
            self.updateChangeCount(.done)
            try await self.saveNow(to: self.fileURL, for: .forOverwriting, autosaving: false)
            try? fileSystem.removeItem(at: path)
            self.lookForLeftoverBackup()
        }
    }

    /// Removes the leftover backup, the user having said it is not wanted, and offers the next one, if any.
    public func discardLeftoverBackup() async throws {
        let fileSystem = environment.fileSystem
        try await enqueueThrowing { () async throws(DocumentError) in
            guard let backup = self.leftoverBackup else { return }
            do throws(FileSystemError) { try fileSystem.removeItem(at: backup.path) } catch {
                throw DocumentError(
                    .fileSystem, message: "\(backup.name) was not removed: \(error.reason) (\(error.codeName)).",
                    fileSystemError: error)
            }
            self.lookForLeftoverBackup()
        }
    }

    /// Offers the newest backup a failed in-place save left beside the file; nil when there is none.
    ///
    /// Nothing removes such a backup unasked: it may hold the only whole copy of the file.
    package func lookForLeftoverBackup() {
        let fileSystem = environment.fileSystem
        var newest: LeftoverBackup?
        if let target = try? fileSystem.resolvingFinalSymbolicLinks(fileURL.path) {
            let folder = DocumentPath.folder(of: target)
            let prefix = ".\(DocumentPath.name(of: target)).terrarium-backup-"
            for name in (try? fileSystem.contentsOfDirectory(at: folder)) ?? [] where name.hasPrefix(prefix) {
                let path = DocumentPath.join(folder, name)
                guard let status = try? fileSystem.status(ofItemAt: path, followingLinks: false),
                    status.kind == .regular
                else { continue }
                let found = LeftoverBackup(name: name, path: path, date: Self.date(status.modificationNanoseconds))
                if newest.map({ found.date > $0.date }) ?? true { newest = found }
            }
        }
        guard newest != leftoverBackup else { return }
        leftoverBackup = newest
        notifyStateChange()
    }
}
