#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a ``FileWrapper`` over a path so that, whatever fails and whenever the process dies,
/// the path holds exactly the old contents or exactly the new ones.
///
/// A regular file is written to a new hidden file in the same folder (`.NAME.terrarium-save-…`),
/// all of it (short writes are resumed), flushed with `fsync`, given the original's permission
/// bits, closed, then renamed over the original, and the folder is flushed so the rename is on
/// the disk too. The original is never opened for writing or truncated. A symbolic link is
/// followed to its target, which is replaced; the link stays a link. On any failure before the
/// rename the new file is removed and the error thrown; the original was not touched.
///
/// A folder cannot be renamed over a folder that has items in it, so a folder wrapper is written
/// whole beside the original, the original renamed aside, the new one renamed in and the old one
/// removed; a failure between the two renames puts the original back. In that moment the path
/// briefly does not exist, which a reader could notice; it never holds a mixture.
///
/// The new file is given the original's owner and group, its extended attributes (POSIX ACLs are
/// the attribute `system.posix_acl_access`, so they come along; attributes the new file got that
/// the original lacks, such as an ACL inherited from the folder's default, are removed) and last
/// its permission bits, which also sets an ACL's mask, so the group never gains access.
///
/// Where a rename cannot keep the file what it is, the file is written in place instead, as
/// vim's `backupcopy=auto` does: when it has more than one hard link (a new inode would split
/// them), or when its owner, group or an attribute cannot be given to a new file (another user's
/// file, saved by someone other than root). In place, the old contents are first copied to a
/// hidden backup beside it (`.NAME.terrarium-backup-…`) and flushed with the folder, then the
/// file is written, cut to length and flushed, and the backup removed. If the write fails, the
/// old bytes are written back; if even that fails, the backup stays and the error (operation
/// ``FileOperation/keptBackup``) names it. Nothing removes such a backup but the user.
package struct AtomicFileWriter: Sendable {
    /// The file system written through.
    package var fileSystem: any FileSystem

    /// Makes a writer over `fileSystem`.
    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// What ``writeOutcome(_:to:)`` put in place.
    package struct Outcome: Equatable, Sendable {
        /// The path replaced: the final target of a symbolic link, or the path written to.
        package var target: String
        /// The new file's or folder's version, taken before the rename (which keeps the inode),
        /// so that a write by another program just after it is never taken for this one; nil
        /// for a symbolic link.
        package var version: FileVersion?
        /// The failed flush of the folder after the rename, as operation
        /// ``FileOperation/confirmRename``: the new contents are in place but the disk has not
        /// confirmed the rename; nil when it did.
        package var unconfirmed: FileSystemError?
        /// Whether a regular file was written in place, keeping its inode, rather than replaced.
        package var inPlace = false
    }

    /// Writes `wrapper` over `path` (see the type) and returns the path actually replaced: the
    /// final target of a symbolic link, or `path`.
    ///
    /// An error from flushing the folder after the rename is still thrown, as operation
    /// ``FileOperation/confirmRename``: the new contents are in place but the disk has not
    /// confirmed the rename. Every other error, the flush of a new folder before its rename
    /// included, means the path was not changed.
    @discardableResult
    package func write(_ wrapper: FileWrapper, to path: String) throws(FileSystemError) -> String {
        let outcome = try writeOutcome(wrapper, to: path)
        if let unconfirmed = outcome.unconfirmed { throw unconfirmed }
        return outcome.target
    }

    /// Writes `wrapper` over `path` (see the type) and says what it put there; throws only when
    /// `path` was not changed.
    package func writeOutcome(_ wrapper: FileWrapper, to path: String) throws(FileSystemError) -> Outcome {
        let target = try fileSystem.resolvingFinalSymbolicLinks(path)
        let existing = try fileSystem.status(ofItemAt: target, followingLinks: false)
        let folder = DocumentPath.folder(of: target)
        let temporary = temporaryPath(for: target, purpose: "save")
        var version: FileVersion?
        switch wrapper.content {
        case .directory:
            try writeTree(wrapper, at: temporary, permissions: existing?.permissions ?? 0o777)
            // Nobody else knows the new folder's hidden name, so its status is this write's.
            do { version = try fileSystem.status(ofItemAt: temporary, followingLinks: false)?.version } catch {
                try? removeTree(at: temporary)
                throw error
            }
            try replace(target, existing: existing, with: temporary)
        case .regularFile(let data):
            if existing?.kind == .directory { throw FileSystemError(.rename, path: target, code: EISDIR) }
            if let existing, existing.kind == .regular, existing.linkCount > 1 {
                let version = try writeInPlace(data, over: target, existing: existing)
                return Outcome(target: target, version: version, unconfirmed: nil, inPlace: true)
            }
            let replacement: FileVersion?
            do {
                replacement = try writeReplacement(data, at: temporary, keeping: existing, of: target)
                if replacement != nil { try fileSystem.rename(temporary, to: target) }
            } catch {
                try? removeTree(at: temporary)
                throw error
            }
            if replacement == nil, let existing {
                // The new file could not be made what the old one is: write the old one instead.
                try? removeTree(at: temporary)
                let version = try writeInPlace(data, over: target, existing: existing)
                return Outcome(target: target, version: version, unconfirmed: nil, inPlace: true)
            }
            version = replacement
        case .symbolicLink:
            if existing?.kind == .directory { throw FileSystemError(.rename, path: target, code: EISDIR) }
            do {
                version = try writeItem(wrapper, at: temporary, permissions: existing?.permissions)
                try fileSystem.rename(temporary, to: target)
            } catch {
                try? removeTree(at: temporary)
                throw error
            }
        }
        do { try fileSystem.synchronizeDirectory(at: folder) } catch {
            let unconfirmed = FileSystemError(.confirmRename, path: error.path, code: error.code)
            return Outcome(target: target, version: version, unconfirmed: unconfirmed)
        }
        return Outcome(target: target, version: version, unconfirmed: nil)
    }

    /// A new hidden name beside `target`, unlikely to be taken.
    package func temporaryPath(for target: String, purpose: String) -> String {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return DocumentPath.join(
            DocumentPath.folder(of: target), ".\(DocumentPath.name(of: target)).terrarium-\(purpose)-\(random)")
    }

    /// Writes a file or a link at the new path `path`; for a file, all of it, flushed, with
    /// `permissions` set exactly (the umask does not apply) when given, and returns its version
    /// from the open file (`fstat`) once it is complete; nil for a link or a folder.
    @discardableResult
    private func writeItem(
        _ wrapper: FileWrapper, at path: String, permissions: UInt32?
    ) throws(FileSystemError) -> FileVersion? {
        switch wrapper.content {
        case .regularFile(let data):
            return try writeReplacement(data, at: path, keeping: nil, of: path, permissions: permissions)
        case .symbolicLink(let destination):
            try fileSystem.makeSymbolicLink(at: path, destination: destination)
            return nil
        case .directory:
            try writeTree(wrapper, at: path, permissions: permissions ?? 0o777)
            return nil
        }
    }

    /// Writes a folder and everything in it at the new path `path`, removing what it wrote on
    /// failure.
    private func writeTree(_ wrapper: FileWrapper, at path: String, permissions: UInt32) throws(FileSystemError) {
        do {
            try fileSystem.makeDirectory(at: path, permissions: permissions)
            for (name, child) in (wrapper.fileWrappers ?? [:]).sorted(by: { $0.key < $1.key }) {
                try checkName(name, in: path)
                try writeItem(child, at: DocumentPath.join(path, name), permissions: nil)
            }
            try fileSystem.synchronizeDirectory(at: path)
        } catch {
            try? removeTree(at: path)
            throw error
        }
    }

    /// Puts the folder written at `temporary` in place of `target`.
    private func replace(_ target: String, existing: FileStatus?, with temporary: String) throws(FileSystemError) {
        guard existing != nil else {
            do { try fileSystem.rename(temporary, to: target) } catch {
                try? removeTree(at: temporary)
                throw error
            }
            return
        }
        let aside = temporaryPath(for: target, purpose: "old")
        do { try fileSystem.rename(target, to: aside) } catch {
            try? removeTree(at: temporary)
            throw error
        }
        do { try fileSystem.rename(temporary, to: target) } catch {
            try? fileSystem.rename(aside, to: target)
            try? removeTree(at: temporary)
            throw error
        }
        try? removeTree(at: aside)
    }

    /// Refuses a child name that would leave its folder.
    private func checkName(_ name: String, in folder: String) throws(FileSystemError) {
        if name.isEmpty || name == "." || name == ".." || name.contains("/") {
            throw FileSystemError(.create, path: DocumentPath.join(folder, name), code: EINVAL)
        }
    }

    /// Removes `path` and, for a folder, everything in it; links are removed, not followed.
    package func removeTree(at path: String) throws(FileSystemError) {
        if let status = try fileSystem.status(ofItemAt: path, followingLinks: false), status.kind == .directory {
            for name in try fileSystem.contentsOfDirectory(at: path) {
                try removeTree(at: DocumentPath.join(path, name))
            }
        }
        try fileSystem.removeItem(at: path)
    }
}
