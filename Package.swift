// swift-tools-version: 6.0
import PackageDescription

/// Strict settings shared by every target: Swift 6 mode plus the upcoming features that make
/// dependencies explicit (`InternalImportsByDefault`, `MemberImportVisibility`) and existential
/// types visible (`ExistentialAny`).
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Terrarium",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TerrariumTerminal", targets: ["TerrariumTerminal"]),
        .library(name: "TerrariumSystem", targets: ["TerrariumSystem"]),
        .library(name: "TerrariumPOSIX", targets: ["TerrariumPOSIX"]),
        .library(name: "Terrarium", targets: ["Terrarium"]),
        .library(name: "TerrariumCore", targets: ["TerrariumCore"]),
        .library(name: "TerrariumControls", targets: ["TerrariumControls"]),
        .library(name: "TerrariumApp", targets: ["TerrariumApp"]),
        .library(name: "TerrariumInspector", targets: ["TerrariumInspector"]),
        .library(name: "TerrariumDocumentsUI", targets: ["TerrariumDocumentsUI"]),
        .library(name: "TerrariumSharingUI", targets: ["TerrariumSharingUI"]),
        .library(name: "TerrariumTesting", targets: ["TerrariumTesting"]),
        .library(name: "TerrariumWidgets", targets: ["TerrariumWidgets"]),
        .library(name: "TerrariumTransfer", targets: ["TerrariumTransfer"]),
        .library(name: "TerrariumDocuments", targets: ["TerrariumDocuments"]),
        .library(name: "TerrariumText", targets: ["TerrariumText"]),
        .library(name: "TerrariumImaging", targets: ["TerrariumImaging"]),
        .library(name: "TerrariumGroupActivities", targets: ["TerrariumGroupActivities"]),
        .library(name: "TerrariumPanes", targets: ["TerrariumPanes"]),
        .library(name: "TerrariumWidgetProtocol", targets: ["TerrariumWidgetProtocol"]),
        .library(name: "TerrariumPlugins", targets: ["TerrariumPlugins"]),
        .library(name: "TerrariumPluginKit", targets: ["TerrariumPluginKit"]),
        // A widget plugin loaded at run time: `swift build --product StarsPlugin`.
        .library(name: "StarsPlugin", type: .dynamic, targets: ["StarsPlugin"]),
        .plugin(name: "RecordSnapshots", targets: ["RecordSnapshots"]),
        .plugin(name: "NewWidget", targets: ["NewWidget"]),
        .plugin(name: "UpdatePictures", targets: ["UpdatePictures"]),
        .plugin(name: "BuildDocumentation", targets: ["BuildDocumentation"]),
        .executable(name: "terrarium-demo", targets: ["TerrariumDemo"]),
        .executable(name: "terrarium-gallery", targets: ["Gallery"]),
        .executable(name: "plant-catalog", targets: ["PlantCatalog"]),
        .executable(name: "garden", targets: ["Garden"]),
        .executable(name: "terrarium-notes", targets: ["Notes"]),
        .executable(name: "terrarium-share", targets: ["TerrariumShare"]),
        .executable(name: "terrarium-fuzz", targets: ["TerrariumFuzz"]),
        .executable(name: "draw-together", targets: ["DrawTogether"]),
        .executable(name: "terrarium-panes", targets: ["Panes"]),
        .executable(name: "widget-plugins", targets: ["WidgetPlugins"]),
        .executable(name: "terrarium-bench", targets: ["TerrariumBench"]),
        .executable(name: "terrarium-pictures", targets: ["TerrariumPictures"]),
    ],
    targets: [
        .target(
            name: "TerrariumTerminal",
            exclude: ["Width/generate_width_tables.py"],
            swiftSettings: strictSettings
        ),
        // The system calls both I/O edges share: one spawner, pipes and sockets made close-on-exec,
        // waits for children and `errno` as an error. Toolchain only; no policy, no threads.
        .target(
            name: "TerrariumSystem",
            swiftSettings: strictSettings
        ),
        // The terminal's I/O edge: descriptors, termios, signals, `poll`. Kept apart so that
        // TerrariumTerminal, which must not import the C library, stays pure by construction.
        .target(
            name: "TerrariumPOSIX",
            dependencies: ["TerrariumTerminal", "TerrariumSystem"],
            swiftSettings: strictSettings
        ),
        // The engine: views, state, environment, transactions, layout, the graph, focus, input
        // routing, representables and hosting. No run loop, no files, no sockets: it depends on the
        // terminal's values, text storage and transfer types only.
        .target(
            name: "TerrariumCore",
            dependencies: ["TerrariumTerminal", "TerrariumText", "TerrariumTransfer"],
            swiftSettings: strictSettings
        ),
        // The controls: buttons, toggles, text fields and editors, progress views and the help line,
        // built only on the core's extension points, as any control outside the package is.
        .target(
            name: "TerrariumControls",
            dependencies: [
                "TerrariumCore", "TerrariumImaging", "TerrariumTerminal", "TerrariumText", "TerrariumTransfer",
            ],
            swiftSettings: strictSettings
        ),
        // The inspector: a report of a live view tree, its overlay and the recorder behind it.
        .target(
            name: "TerrariumInspector",
            dependencies: ["TerrariumCore", "TerrariumTerminal"],
            swiftSettings: strictSettings
        ),
        // The app and its run loop: `App`, scenes, the terminal session, signals and the clock. The
        // only part of the UI that imports TerrariumPOSIX.
        .target(
            name: "TerrariumApp",
            dependencies: [
                "TerrariumCore", "TerrariumControls", "TerrariumInspector", "TerrariumTerminal", "TerrariumPOSIX",
                "TerrariumTransfer",
            ],
            swiftSettings: strictSettings
        ),
        // The documents UI: `DocumentGroup`, its banners, prompts and title bar, over TerrariumDocuments.
        .target(
            name: "TerrariumDocumentsUI",
            dependencies: [
                "TerrariumCore", "TerrariumControls", "TerrariumApp", "TerrariumTerminal", "TerrariumText",
                "TerrariumTransfer", "TerrariumDocuments",
            ],
            swiftSettings: strictSettings
        ),
        // The sharing UI: shared state and the group session in the environment.
        .target(
            name: "TerrariumSharingUI",
            dependencies: ["TerrariumCore", "TerrariumGroupActivities"],
            swiftSettings: strictSettings
        ),
        // The umbrella: `import Terrarium` brings the core, the app, the documents and sharing UIs,
        // the inspector, and Foundation and Observation, as `import SwiftUI` does.
        .target(
            name: "Terrarium",
            dependencies: [
                "TerrariumCore", "TerrariumControls", "TerrariumApp", "TerrariumInspector", "TerrariumDocumentsUI",
                "TerrariumSharingUI",
                "TerrariumTerminal", "TerrariumTransfer", "TerrariumDocuments", "TerrariumImaging",
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TerrariumTesting",
            dependencies: ["Terrarium", "TerrariumTerminal", "TerrariumPOSIX", "TerrariumSystem"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TerrariumWidgets",
            dependencies: ["TerrariumTerminal", "TerrariumTransfer"],
            swiftSettings: strictSettings
        ),
        // Content types and Transferable: a model of typed data, usable without any UI.
        .target(
            name: "TerrariumTransfer",
            swiftSettings: strictSettings
        ),
        // Documents on disk: the FileDocument and Document models, atomic saves, autosave,
        // recovery, locks. The package's edge for files; no terminal, no UI.
        .target(
            name: "TerrariumDocuments",
            dependencies: ["TerrariumTransfer"],
            swiftSettings: strictSettings
        ),
        // Saves a document in a loop or once, so tests can kill it mid-save or run it under
        // `ulimit -f`: faults a test process cannot survive or set on itself.
        .executableTarget(
            name: "TerrariumDocsProbe",
            dependencies: ["TerrariumDocuments"],
            path: "Tests/TerrariumDocsProbe",
            swiftSettings: strictSettings
        ),
        // Shared sessions: group sessions, a messenger, an attachment journal and shared values,
        // through a hub process on a Unix socket, reached from other machines through OpenSSH. No UI.
        .target(
            name: "TerrariumGroupActivities",
            dependencies: ["TerrariumTransfer", "TerrariumSystem"],
            swiftSettings: strictSettings
        ),
        // terrarium-share: the hub a session lives in, and `attach`, the bridge `ssh` runs.
        .executableTarget(
            name: "TerrariumShare",
            dependencies: ["TerrariumGroupActivities"],
            swiftSettings: strictSettings
        ),
        // Terminal panes: a program on a pseudo-terminal of its own, shown as a view. The edge where
        // the pty's descriptors meet the declarative layer, kept out of Terrarium itself.
        .target(
            name: "TerrariumPanes",
            dependencies: ["Terrarium", "TerrariumTerminal", "TerrariumPOSIX", "TerrariumTransfer"],
            swiftSettings: strictSettings
        ),
        // The widget protocol: messages, their JSON and frames; pure, shared by hosts and widgets.
        .target(
            name: "TerrariumWidgetProtocol",
            dependencies: ["TerrariumTerminal"],
            swiftSettings: strictSettings
        ),
        // The C interface of a widget plugin loaded at run time: two exported functions and a table
        // of function pointers carrying the protocol's messages, so no Swift type crosses.
        .target(name: "TerrariumPluginABI"),
        // Hosting widgets from elsewhere: other processes (ProcessWidget) and loaded libraries
        // (PluginWidget), isolated so that a broken widget leaves a placeholder, not a broken app.
        .target(
            name: "TerrariumPlugins",
            dependencies: [
                "Terrarium", "TerrariumTerminal", "TerrariumPOSIX", "TerrariumWidgetProtocol", "TerrariumPluginABI",
            ],
            swiftSettings: strictSettings
        ),
        // What a plugin links: serves a Swift widget over the protocol, from a dynamic library's
        // entry point or a process's standard input and output. Never imports Terrarium.
        .target(
            name: "TerrariumPluginKit",
            dependencies: ["TerrariumTerminal", "TerrariumWidgetProtocol", "TerrariumPluginABI"],
            swiftSettings: strictSettings
        ),
        // Images as values: our own inflate and PNG decoder, bitmaps and their scaling, and the
        // encoders that draw them as blocks, sixels or kitty graphics; pure, no C library.
        .target(
            name: "TerrariumImaging",
            dependencies: ["TerrariumTerminal"],
            swiftSettings: strictSettings
        ),
        // Text storage for editors: a chunked rope with a line index, widths and undo records; pure.
        .target(
            name: "TerrariumText",
            dependencies: ["TerrariumTerminal"],
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "RecordSnapshots",
            capability: .command(
                intent: .custom(verb: "record-snapshots", description: "Records every snapshot test's reference again"),
                permissions: [.writeToPackageDirectory(reason: "Snapshot references are written beside the tests")]
            )
        ),
        .plugin(
            name: "NewWidget",
            capability: .command(
                intent: .custom(
                    verb: "new-widget",
                    description: "Creates a widget target: control, representable, sample view and passing tests"),
                permissions: [.writeToPackageDirectory(reason: "The widget's sources and tests go into the package")]
            )
        ),
        .plugin(
            name: "UpdatePictures",
            capability: .command(
                intent: .custom(
                    verb: "update-pictures", description: "Renders the documentation's pictures into Docs/Images"),
                permissions: [.writeToPackageDirectory(reason: "The pictures are written to Docs/Images")]
            )
        ),
        // The site goes to .build/documentation, a stable place to serve it from, hence the permission.
        .plugin(
            name: "BuildDocumentation",
            capability: .command(
                intent: .custom(
                    verb: "build-documentation",
                    description: "Builds every library's reference documentation into one static site"),
                permissions: [.writeToPackageDirectory(reason: "The site is written to .build/documentation")]
            )
        ),
        .executableTarget(
            name: "TerrariumDemo",
            dependencies: ["TerrariumTerminal", "TerrariumPOSIX"],
            path: "Samples/TerrariumDemo",
            swiftSettings: strictSettings
        ),
        // terrarium-gallery: the screen apart from the app, so tests and pictures reach it.
        .target(
            name: "GalleryKit",
            dependencies: ["Terrarium", "TerrariumTerminal"],
            path: "Samples/Gallery/Kit",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "Gallery",
            dependencies: ["GalleryKit", "Terrarium"],
            path: "Samples/Gallery/App",
            swiftSettings: strictSettings
        ),
        .target(
            name: "RatingControl",
            dependencies: ["TerrariumWidgets", "TerrariumCore", "TerrariumTerminal"],
            path: "Samples/RatingControl",
            swiftSettings: strictSettings
        ),
        .target(
            name: "PlantCatalogKit",
            dependencies: [
                "RatingControl", "TerrariumWidgets", "TerrariumCore", "TerrariumControls", "TerrariumApp",
                "TerrariumTerminal", "TerrariumTransfer",
            ],
            path: "Samples/PlantCatalog/Kit",
            // Each plant's photo, drawn by Samples/PlantCatalog/make_photos.py.
            resources: [.process("Photos")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "PlantCatalog",
            dependencies: ["PlantCatalogKit", "TerrariumApp", "TerrariumCore"],
            path: "Samples/PlantCatalog/App",
            swiftSettings: strictSettings
        ),
        // garden: the plant catalog written with SwiftUI's everyday views, apart from the app so tests reach it.
        .target(
            name: "GardenKit",
            dependencies: ["PlantCatalogKit", "RatingControl", "TerrariumControls", "TerrariumCore"],
            path: "Samples/Garden/Kit",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "Garden",
            dependencies: ["GardenKit", "TerrariumApp", "TerrariumControls", "TerrariumCore"],
            path: "Samples/Garden/App",
            swiftSettings: strictSettings
        ),
        // terrarium-notes: the markdown preview and the screens, apart from the app so tests reach them.
        .target(
            name: "NotesKit",
            dependencies: ["Terrarium", "TerrariumTerminal", "TerrariumDocuments"],
            path: "Samples/Notes/Kit",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "Notes",
            dependencies: ["NotesKit", "Terrarium"],
            path: "Samples/Notes/App",
            swiftSettings: strictSettings
        ),
        // draw-together: the canvas and the screens, apart from the app so tests reach them.
        .target(
            name: "DrawTogetherKit",
            dependencies: ["Terrarium", "TerrariumTerminal", "TerrariumGroupActivities", "TerrariumTransfer"],
            path: "Samples/DrawTogether/Kit",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "DrawTogether",
            // terrarium-share is a dependency so `swift run draw-together` builds the hub it starts.
            dependencies: ["DrawTogetherKit", "Terrarium", "TerrariumGroupActivities", "TerrariumShare"],
            path: "Samples/DrawTogether/App",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "Panes",
            dependencies: ["TerrariumPanes", "Terrarium", "TerrariumTerminal"],
            path: "Samples/Panes",
            swiftSettings: strictSettings
        ),
        // The code of the Terrarium documentation's articles, compiled so that it cannot go stale:
        // a test checks that every Swift block of the articles is a marked region of these files.
        .target(
            name: "ArticleExamples",
            dependencies: ["Terrarium", "TerrariumWidgets"],
            path: "Samples/Articles",
            swiftSettings: strictSettings
        ),
        // The documentation's pictures: each a moment of a sample or an article's example,
        // rendered headlessly; apart from the tool so tests reach them.
        .target(
            name: "PicturesKit",
            dependencies: [
                "ArticleExamples", "GalleryKit", "GardenKit", "PlantCatalogKit", "NotesKit", "DrawTogetherKit",
                "RatingControl",
                "Terrarium", "TerrariumTerminal", "TerrariumTesting", "TerrariumPanes", "TerrariumWidgets",
            ],
            path: "Samples/Pictures/Kit",
            swiftSettings: strictSettings
        ),
        // terrarium-pictures: writes the pictures into a folder, or checks that they are up to date.
        .executableTarget(
            name: "TerrariumPictures",
            dependencies: ["PicturesKit"],
            path: "Samples/Pictures/App",
            swiftSettings: strictSettings
        ),
        // widget-plugins: a rating in Python, a meter in shell and a loaded Swift plugin, bound to
        // the same value as the compiled-in RatingControl.
        .executableTarget(
            name: "WidgetPlugins",
            dependencies: ["TerrariumPlugins", "RatingControl", "Terrarium", "TerrariumTerminal"],
            path: "Samples/WidgetPlugins/App",
            swiftSettings: strictSettings
        ),
        .target(
            name: "StarsPlugin",
            dependencies: ["TerrariumPluginKit", "TerrariumTerminal", "TerrariumWidgetProtocol"],
            path: "Samples/WidgetPlugins/StarsPlugin",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "TerrariumBench",
            dependencies: [
                "PlantCatalogKit", "Terrarium", "TerrariumTerminal", "TerrariumText", "TerrariumGroupActivities",
                "TerrariumImaging",
                "TerrariumShare", "TerrariumTesting", "TerrariumPanes", "TerrariumPOSIX", "TerrariumPlugins",
                "TerrariumWidgetProtocol",
            ],
            // The tui-rs and Textual harnesses measured beside this benchmark; not Swift.
            exclude: ["Peers"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumTerminalTests",
            dependencies: ["TerrariumTerminal", "TerrariumTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumSystemTests",
            dependencies: ["TerrariumSystem"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumPOSIXTests",
            dependencies: ["TerrariumPOSIX", "TerrariumTerminal", "TerrariumTesting"],
            swiftSettings: strictSettings
        ),
        // The run loop on a headless terminal: quitting, suspension, resizes, the inspector's keys,
        // clipboard answers, handovers and frame pacing, on a clock the tests move.
        .testTarget(
            name: "TerrariumAppTests",
            dependencies: [
                "TerrariumApp", "TerrariumControls", "TerrariumCore", "TerrariumInspector", "TerrariumTerminal",
                "TerrariumPOSIX",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumTests",
            dependencies: ["Terrarium", "TerrariumTesting", "TerrariumText"],
            exclude: [
                "Controls/List/__Snapshots__", "Controls/MenuBar/__Snapshots__", "Controls/Navigation/__Snapshots__",
                "Controls/Presentation/__Snapshots__", "Controls/Search/__Snapshots__", "Controls/Tabs/__Snapshots__",
                "Controls/Menu/__Snapshots__", "Controls/Picker/__Snapshots__", "Controls/Inputs/__Snapshots__",
                "Controls/TextInput/__Snapshots__", "Controls/Label/__Snapshots__", "Controls/Styles/__Snapshots__",
                "Controls/Form/__Snapshots__", "Controls/DatePicker/__Snapshots__", "Controls/Image/__Snapshots__",
                "Controls/Outline/__Snapshots__", "Controls/Table/__Snapshots__", "Controls/Shapes/__Snapshots__",
                "Controls/Layout/__Snapshots__",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumTestingTests",
            dependencies: ["TerrariumTesting", "Terrarium", "TerrariumTerminal"],
            exclude: ["__Snapshots__"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumWidgetsTests",
            dependencies: [
                "TerrariumWidgets", "RatingControl", "PlantCatalogKit", "GardenKit", "NotesKit", "DrawTogetherKit",
                "GalleryKit", "Terrarium", "TerrariumTesting", "TerrariumTerminal", "ArticleExamples", "PicturesKit",
            ],
            // The articles' snapshot references.
            exclude: ["Articles/__Snapshots__"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumPanesTests",
            dependencies: [
                "TerrariumPanes", "Terrarium", "TerrariumTesting", "TerrariumTerminal", "TerrariumTransfer",
                "TerrariumWidgets",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumPluginsTests",
            dependencies: [
                "TerrariumWidgetProtocol", "TerrariumPlugins", "TerrariumPluginKit", "Terrarium", "TerrariumTerminal",
                "TerrariumTesting", "TerrariumPOSIX", "RatingControl",
            ],
            // Widgets in Python the tests host, well-behaved and each way of misbehaving, and plugins
            // the tests compile into libraries and load, apart from the test bundle.
            exclude: ["Widgets", "Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumTransferTests",
            dependencies: ["TerrariumTransfer"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumDocumentsTests",
            // The probe is a dependency so `swift test` builds the binary the tests kill and limit.
            dependencies: ["TerrariumDocuments", "TerrariumTransfer", "TerrariumDocsProbe"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumGroupActivitiesTests",
            // terrarium-share is a dependency so `swift test` builds the hub and bridge the tests run.
            dependencies: [
                "TerrariumGroupActivities", "TerrariumTransfer", "TerrariumTesting", "TerrariumShare",
                "TerrariumSystem",
            ],
            swiftSettings: strictSettings
        ),
        // Fuzz targets for what peers and widgets send: the hub, a session's client and the widget
        // protocol's decoders (Docs/Fuzzing.md), shared by terrarium-fuzz and their tests.
        .target(
            name: "TerrariumFuzzTargets",
            dependencies: ["TerrariumGroupActivities", "TerrariumWidgetProtocol", "TerrariumSystem"],
            path: "Tests/Fuzz/Targets",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "TerrariumFuzz",
            dependencies: ["TerrariumFuzzTargets"],
            path: "Tests/Fuzz/Runner",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerrariumFuzzTests",
            dependencies: ["TerrariumFuzzTargets", "TerrariumGroupActivities"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            // The samples are dependencies so `swift test` builds the binaries the tests drive in tmux.
            dependencies: [
                "TerrariumDemo", "Gallery", "PlantCatalog", "Garden", "Notes", "DrawTogether", "TerrariumShare",
                "Panes", "WidgetPlugins", "TerrariumTesting",
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
