import GalleryKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting

extension Picture {
    /// The gallery's lists page: two ferns selected, the inset style, a row's context menu open.
    public static let galleryLists = Picture(
        name: "gallery-lists", title: "terrarium-gallery — Lists", size: gallerySize, view: GalleryView(page: .lists)
    ) { host in
        host.click(on: "Style: plain")
        host.click(on: "Boston fern")
        try host.click(on: "Maidenhair fern", button: .left, modifiers: .shift)
        try host.click(on: "Calathea", button: .right, modifiers: [])
    }

    /// The gallery's navigation page: a plant pushed on the stack, a room chosen in the split view.
    public static let galleryNavigation = Picture(
        name: "gallery-navigation", title: "terrarium-gallery — Navigation", size: gallerySize,
        view: GalleryView(page: .navigation)
    ) { host in
        host.click(on: "Ficus ›")
        host.click(on: "Bathroom")
    }

    /// The gallery's presentations page with its sheet up at the medium detent.
    public static let galleryPresentations = Picture(
        name: "gallery-presentations", title: "terrarium-gallery — Presentations", size: gallerySize,
        view: GalleryView(page: .presentations)
    ) { host in
        host.click(on: "[ Sheet ]")
    }

    /// The gallery's inputs page: a picker in each style, the segmented one focused.
    public static let galleryInputs = Picture(
        name: "gallery-inputs", title: "terrarium-gallery — Inputs", size: gallerySize, view: GalleryView(page: .inputs)
    ) { host in
        host.click(on: "Inputs")
        host.press(.tab)
    }

    /// The gallery's settings page: a form whose labels share a column, the date picker's day
    /// focused.
    public static let gallerySettings = Picture(
        name: "gallery-settings", title: "terrarium-gallery — Settings", size: gallerySize,
        view: GalleryView(page: .settings)
    ) { host in
        host.click(on: "Settings")
        for _ in 0..<4 { host.press(.tab) }
        host.press(.rightArrow)
        host.press(.rightArrow)
    }

    /// The gallery's values page: the slider focused, the gauge following it.
    public static let galleryValues = Picture(
        name: "gallery-values", title: "terrarium-gallery — Values", size: gallerySize, view: GalleryView(page: .values)
    ) { host in
        host.click(on: "Values")
        host.press(.tab)
        host.press(.rightArrow)
    }

    /// The gallery's images page: a picture at its own size, fitted into a frame and stretched.
    public static let galleryImages = Picture(
        name: "gallery-images", title: "terrarium-gallery — Images", size: gallerySize, view: GalleryView(page: .images)
    ) { host in
        host.click(on: "Image")
    }

    /// The gallery's menus page: the menu open, and its nested menu open beside it.
    public static let galleryMenus = Picture(
        name: "gallery-menus", title: "terrarium-gallery — Menus", size: gallerySize, view: GalleryView(page: .menus)
    ) { host in
        host.click(on: "Plant ▾")
        host.click(on: "Move to ▸")
    }

    /// The gallery's search page with "fern" typed: the two ferns left.
    public static let gallerySearch = Picture(
        name: "gallery-search", title: "terrarium-gallery — Search", size: gallerySize,
        view: GalleryView(page: .search)
    ) { host in
        host.click(on: "Find a plant")
        host.type("fern")
    }

    /// The gallery's data page: a million specimens sorted by height, highest first, three rows
    /// selected, over an outline of the gallery's own source folder.
    public static let galleryData = Picture(
        name: "gallery-data", title: "terrarium-gallery — Data", size: gallerySize,
        view: GalleryView(page: .data, directory: "Samples/Gallery")
    ) { host in
        host.click(on: "Height")
        host.click(on: "Height")
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow, modifiers: .shift)
        host.press(.downArrow, modifiers: .shift)
    }

    /// The size of the gallery's page pictures: the 80 columns the gallery is laid out for.
    private static let gallerySize = Size(width: 80, height: 20)
}

extension TestHost {
    /// Clicks the first cell showing `label` with `button` and `modifiers`.
    fileprivate func click(
        on label: String, button: MouseEvent.Button, modifiers: EventModifiers
    ) throws {
        guard let point = location(of: label) else { throw PictureError("no \(label) on screen") }
        send(.mouse(MouseEvent(.press(button), at: point, modifiers: modifiers)))
        send(.mouse(MouseEvent(.release(button), at: point, modifiers: modifiers)))
        render()
    }
}
