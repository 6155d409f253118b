import GalleryKit
import PlantCatalogKit
import RatingControl
import Terrarium
import TerrariumTerminal
import TerrariumTesting

extension Picture {
    /// The plant catalog with the Boston fern selected and its rating, focused, set to four stars.
    public static let plantCatalog = Picture(
        name: "plant-catalog", title: "plant-catalog", size: Size(width: 80, height: 14),
        view: CatalogScreen(store: PlantStore())
    ) { host in
        host.press(.tab)  // the list
        host.press(.downArrow)
        host.press(.downArrow)  // the Boston fern
        host.press(.tab)  // its name
        host.press(.tab)  // its rating
        host.press("4")
    }

    /// The gallery with a plant chosen, a name typed and saved, and a note being typed.
    public static let gallery = Picture(
        name: "gallery", title: "terrarium-gallery", size: Size(width: 72, height: 13), view: GalleryView()
    ) { host in
        host.focusAtLaunch()  // the list, as the app starts
        host.press(.downArrow)
        host.press(.downArrow)  // the fern
        host.press(.tab)  // the name field
        host.type("Maidenhair")
        host.press("s", modifiers: .control)  // Save
        host.press(.tab)  // the notes field
        host.type("north window")
    }

    /// The gallery with the inspector open over it (F12): the view tree with frames, the focus
    /// chain into the form's name field, and what the last frame redrew.
    public static let inspector = Picture(
        name: "inspector", title: "terrarium-gallery — F12 inspector", size: Size(width: 110, height: 26),
        view: GalleryView()
    ) { host in
        host.focusAtLaunch()  // the list, as the app starts
        host.press(.function(12))
        host.press(.downArrow)  // the ficus
        host.press(.tab)  // the name field
        host.type("Ivy")
    }

    /// The sample `RatingControl` alone, focused, as a snapshot test of its `RatingView` records it.
    public static let ratingControl = Picture(
        name: "rating-control", title: nil, size: Size(width: 13, height: 3), view: RatingSample()
    ) { host in
        host.press(.tab)
        host.press(.rightArrow)
    }
}

/// The sample rating bound to a state, with a margin around it.
private struct RatingSample: View {
    @State private var rating = 3

    var body: some View {
        // The stars themselves, whatever the locale of the machine drawing the picture.
        RatingView(rating: $rating, usesASCII: false)
            .padding(.horizontal, 2)
            .padding(.vertical, 1)
    }
}
