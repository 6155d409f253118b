/// Why an image's bytes could not be decoded.
///
/// Every malformed, truncated or oversized input ends in one of these, never in a trap, so an
/// image read from a file or a peer can only fail to show.
public enum ImageDecodingError: Error, Hashable, Sendable {
    /// The bytes do not start with a format the decoder reads (PNG's signature).
    case unsupportedFormat
    /// The bytes end before the structure they describe does.
    case truncated
    /// A chunk's checksum or a compressed stream's Adler-32 does not match its contents.
    case checksumMismatch
    /// The bytes break the format's rules; the words say which.
    case corrupt(String)
    /// The image is larger than the decoder accepts: more pixels, or more decompressed bytes,
    /// than its limits.
    case tooLarge
}
