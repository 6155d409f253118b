import Foundation

/// The attribute a POSIX access ACL is kept in on Linux.
private let accessControlListAttribute = "system.posix_acl_access"

extension AtomicFileWriter {
    /// Writes `data` to the new file `temporary` made what the original `target` is; its version.
    ///
    /// The new file gets the data, then the owner and group, the extended attributes and last the
    /// permission bits of `existing` (nil when there is no original), and is flushed. Returns nil when the original's
    /// owner, group or an attribute cannot be given to a new file, and so the caller saves in
    /// place instead; the caller removes `temporary` on nil or on an error. `permissions`, when
    /// given, are set in place of the original's.
    func writeReplacement(
        _ data: Data, at temporary: String, keeping existing: FileStatus?, of target: String,
        permissions: UInt32? = nil
    ) throws(FileSystemError) -> FileVersion? {
        let permissions = permissions ?? existing?.permissions
        let file = try fileSystem.createFile(at: temporary, permissions: permissions ?? 0o666)
        let version: FileVersion?
        do {
            // The data first: Linux clears `security.capability` when a file is written by
            // anyone but root, so the attributes are given after it.
            try fileSystem.writeAll(data, to: file)
            if let existing, try !keepMetadata(of: existing, at: target, on: file, path: temporary) {
                version = nil
            } else {
                // After the owner (a change of owner clears set-ID bits) and the ACL (whose mask
                // the group bits are): the mode, and with it the mask, end as the original's.
                if let permissions { try fileSystem.setPermissions(file, to: permissions) }
                try fileSystem.synchronize(file)
                version = try fileSystem.status(of: file).version
            }
        } catch {
            try? fileSystem.close(file)
            throw error
        }
        try fileSystem.close(file)
        return version
    }

    /// Gives the new open `file` (at `path`) the owner, group and extended attributes of the
    /// original at `target`; false when one of them cannot be given.
    private func keepMetadata(
        of existing: FileStatus, at target: String, on file: OpenFile, path: String
    ) throws(FileSystemError) -> Bool {
        let made = try fileSystem.status(of: file)
        if made.owner != existing.owner || made.group != existing.group {
            do { try fileSystem.setOwner(file, owner: existing.owner, group: existing.group) } catch { return false }
        }
        let names: [String]
        let madeNames: [String]
        do {
            names = try fileSystem.extendedAttributeNames(atPath: target)
            madeNames = try fileSystem.extendedAttributeNames(atPath: path)
        } catch {
            return false
        }
        for name in names {
            do {
                let value = try fileSystem.extendedAttribute(name, atPath: target)
                // An attribute the new file already has as it is (an SELinux label) is not set
                // again: setting it may need a privilege the save does not have.
                if madeNames.contains(name), (try? fileSystem.extendedAttribute(name, atPath: path)) == value {
                    continue
                }
                try fileSystem.setExtendedAttribute(name, to: value, of: file)
            } catch {
                return false
            }
        }
        // An attribute the new file got that the original lacks (an ACL inherited from the
        // folder's default ACL) would change who may read it.
        for name in madeNames where !names.contains(name) {
            do { try fileSystem.removeExtendedAttribute(name, of: file) } catch {
                if name == accessControlListAttribute { return false }
            }
        }
        return true
    }

    /// Writes `data` over the existing file `target` in place, keeping its inode, links, owner,
    /// attributes and mode, behind a durable backup (see the type); returns its new version.
    func writeInPlace(_ data: Data, over target: String, existing: FileStatus) throws(FileSystemError) -> FileVersion {
        let folder = DocumentPath.folder(of: target)
        // The size is looked at again as it is read, so a file that grows meanwhile is refused.
        let old = try fileSystem.readContents(at: target, limit: max(0, existing.size) + (1 << 20))
        let backup = temporaryPath(for: target, purpose: "backup")
        do throws(FileSystemError) {
            let file = try fileSystem.createFile(at: backup, permissions: existing.permissions & 0o600)
            do {
                try fileSystem.writeAll(old, to: file)
                try fileSystem.synchronize(file)
            } catch {
                try? fileSystem.close(file)
                throw error
            }
            try fileSystem.close(file)
            try fileSystem.synchronizeDirectory(at: folder)
        } catch {
            try? fileSystem.removeItem(at: backup)
            throw error
        }
        let file: OpenFile
        do { file = try fileSystem.openForWriting(target) } catch {
            // Nothing was written: the file is as it was.
            try? fileSystem.removeItem(at: backup)
            throw error
        }
        let version: FileVersion
        do {
            version = try overwrite(file, with: data)
        } catch {
            try? fileSystem.close(file)
            guard restore(old, to: target) else { throw FileSystemError(.keptBackup, path: backup, code: error.code) }
            try? fileSystem.removeItem(at: backup)
            throw error
        }
        do { try fileSystem.close(file) } catch {
            // A deferred write error: the bytes may not all be there.
            guard restore(old, to: target) else { throw FileSystemError(.keptBackup, path: backup, code: error.code) }
            try? fileSystem.removeItem(at: backup)
            throw error
        }
        try? fileSystem.removeItem(at: backup)
        try? fileSystem.synchronizeDirectory(at: folder)
        return version
    }

    /// Writes all of `data` from the start of `file`, cuts it there and flushes it; its version.
    private func overwrite(_ file: OpenFile, with data: Data) throws(FileSystemError) -> FileVersion {
        try fileSystem.writeAll(data, to: file)
        try fileSystem.truncate(file, to: Int64(data.count))
        try fileSystem.synchronize(file)
        return try fileSystem.status(of: file).version
    }

    /// Puts `old` back in `target` after a failed write in place; whether it is back.
    private func restore(_ old: Data, to target: String) -> Bool {
        guard let file = try? fileSystem.openForWriting(target) else { return false }
        let restored = (try? overwrite(file, with: old)) != nil
        return (try? fileSystem.close(file)) != nil && restored
    }
}
