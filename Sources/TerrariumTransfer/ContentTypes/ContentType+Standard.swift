extension ContentType {
    /// The root of the physical hierarchy: anything that can be stored or sent.
    public static let item = ContentType(uncheckedIdentifier: "public.item")
    /// The root of the content hierarchy: anything a person reads, sees or hears.
    public static let content = ContentType(uncheckedIdentifier: "public.content")
    /// Content that mixes several kinds, such as a PDF.
    public static let compositeContent = ContentType(uncheckedIdentifier: "public.composite-content")
    /// Any sequence of bytes.
    public static let data = ContentType(uncheckedIdentifier: "public.data")
    /// A directory in a file system.
    public static let directory = ContentType(uncheckedIdentifier: "public.directory")
    /// A directory a person sees as a folder.
    public static let folder = ContentType(uncheckedIdentifier: "public.folder")
    /// A directory presented as one file.
    public static let package = ContentType(uncheckedIdentifier: "com.apple.package")
    /// A directory with a known structure.
    public static let bundle = ContentType(uncheckedIdentifier: "com.apple.bundle")
    /// Anything that runs.
    public static let executable = ContentType(uncheckedIdentifier: "public.executable")
    /// A program file a Unix system runs.
    public static let unixExecutable = ContentType(uncheckedIdentifier: "public.unix-executable")
    /// A symbolic link.
    public static let symbolicLink = ContentType(uncheckedIdentifier: "public.symlink")
    /// A URL, as its text.
    public static let url = ContentType(uncheckedIdentifier: "public.url")
    /// A `file:` URL, as its text.
    public static let fileURL = ContentType(uncheckedIdentifier: "public.file-url")
    /// Any text, in any encoding, with or without markup.
    public static let text = ContentType(uncheckedIdentifier: "public.text")
    /// Text without markup, in an unstated encoding.
    public static let plainText = ContentType(uncheckedIdentifier: "public.plain-text")
    /// Plain text encoded as UTF-8.
    public static let utf8PlainText = ContentType(uncheckedIdentifier: "public.utf8-plain-text")
    /// Plain text encoded as UTF-16 in the host's byte order.
    public static let utf16PlainText = ContentType(uncheckedIdentifier: "public.utf16-plain-text")
    /// Rows of values separated by a delimiter.
    public static let delimitedText = ContentType(uncheckedIdentifier: "public.delimited-values-text")
    /// Comma-separated values (`csv`).
    public static let commaSeparatedText = ContentType(uncheckedIdentifier: "public.comma-separated-values-text")
    /// Tab-separated values (`tsv`).
    public static let tabSeparatedText = ContentType(uncheckedIdentifier: "public.tab-separated-values-text")
    /// Rich Text Format.
    public static let rtf = ContentType(uncheckedIdentifier: "public.rtf")
    /// HTML.
    public static let html = ContentType(uncheckedIdentifier: "public.html")
    /// XML.
    public static let xml = ContentType(uncheckedIdentifier: "public.xml")
    /// JSON.
    public static let json = ContentType(uncheckedIdentifier: "public.json")
    /// YAML.
    public static let yaml = ContentType(uncheckedIdentifier: "public.yaml")
    /// Markdown.
    public static let markdown = ContentType(uncheckedIdentifier: "net.daringfireball.markdown")
    /// A log file.
    public static let log = ContentType(uncheckedIdentifier: "public.log")
    /// Source code of any language.
    public static let sourceCode = ContentType(uncheckedIdentifier: "public.source-code")
    /// A script of any language.
    public static let script = ContentType(uncheckedIdentifier: "public.script")
    /// A shell script.
    public static let shellScript = ContentType(uncheckedIdentifier: "public.shell-script")
    /// A Python script.
    public static let pythonScript = ContentType(uncheckedIdentifier: "public.python-script")
    /// JavaScript source.
    public static let javaScript = ContentType(uncheckedIdentifier: "com.netscape.javascript-source")
    /// C source.
    public static let cSource = ContentType(uncheckedIdentifier: "public.c-source")
    /// A C header.
    public static let cHeader = ContentType(uncheckedIdentifier: "public.c-header")
    /// C++ source.
    public static let cPlusPlusSource = ContentType(uncheckedIdentifier: "public.c-plus-plus-source")
    /// Swift source.
    public static let swiftSource = ContentType(uncheckedIdentifier: "public.swift-source")
    /// Any image.
    public static let image = ContentType(uncheckedIdentifier: "public.image")
    /// A PNG image.
    public static let png = ContentType(uncheckedIdentifier: "public.png")
    /// A JPEG image.
    public static let jpeg = ContentType(uncheckedIdentifier: "public.jpeg")
    /// A GIF image.
    public static let gif = ContentType(uncheckedIdentifier: "com.compuserve.gif")
    /// A TIFF image.
    public static let tiff = ContentType(uncheckedIdentifier: "public.tiff")
    /// A Windows bitmap image.
    public static let bmp = ContentType(uncheckedIdentifier: "com.microsoft.bmp")
    /// A Windows icon.
    public static let ico = ContentType(uncheckedIdentifier: "com.microsoft.ico")
    /// A scalable vector graphics image.
    public static let svg = ContentType(uncheckedIdentifier: "public.svg-image")
    /// A WebP image.
    public static let webP = ContentType(uncheckedIdentifier: "org.webmproject.webp")
    /// A HEIC image.
    public static let heic = ContentType(uncheckedIdentifier: "public.heic")
    /// Audio, video or both.
    public static let audiovisualContent = ContentType(uncheckedIdentifier: "public.audiovisual-content")
    /// Audio without video.
    public static let audio = ContentType(uncheckedIdentifier: "public.audio")
    /// Video, with or without audio.
    public static let movie = ContentType(uncheckedIdentifier: "public.movie")
    /// Video without audio.
    public static let video = ContentType(uncheckedIdentifier: "public.video")
    /// MP3 audio.
    public static let mp3 = ContentType(uncheckedIdentifier: "public.mp3")
    /// MPEG-4 audio.
    public static let mpeg4Audio = ContentType(uncheckedIdentifier: "public.mpeg-4-audio")
    /// WAVE audio.
    public static let wav = ContentType(uncheckedIdentifier: "com.microsoft.waveform-audio")
    /// An MPEG-4 movie.
    public static let mpeg4Movie = ContentType(uncheckedIdentifier: "public.mpeg-4")
    /// A QuickTime movie.
    public static let quickTimeMovie = ContentType(uncheckedIdentifier: "com.apple.quicktime-movie")
    /// Any archive of files.
    public static let archive = ContentType(uncheckedIdentifier: "public.archive")
    /// A zip archive.
    public static let zip = ContentType(uncheckedIdentifier: "public.zip-archive")
    /// A gzip-compressed file.
    public static let gzip = ContentType(uncheckedIdentifier: "org.gnu.gnu-zip-archive")
    /// A tar archive.
    public static let tarArchive = ContentType(uncheckedIdentifier: "public.tar-archive")
    /// A PDF document.
    public static let pdf = ContentType(uncheckedIdentifier: "com.adobe.pdf")
    /// A font.
    public static let font = ContentType(uncheckedIdentifier: "public.font")
    /// A spreadsheet.
    public static let spreadsheet = ContentType(uncheckedIdentifier: "public.spreadsheet")
    /// A presentation.
    public static let presentation = ContentType(uncheckedIdentifier: "public.presentation")
    /// A vCard contact.
    public static let vCard = ContentType(uncheckedIdentifier: "public.vcard")
    /// A calendar event.
    public static let calendarEvent = ContentType(uncheckedIdentifier: "public.calendar-event")
    /// An email message.
    public static let emailMessage = ContentType(uncheckedIdentifier: "public.email-message")
    /// A property list.
    public static let propertyList = ContentType(uncheckedIdentifier: "com.apple.property-list")
}
