import Foundation
public import TerrariumCore
import TerrariumWidgets

/// The declarative face of ``RatingControl``: a rating bound both ways, through a coordinator
/// that is the control's target for `.valueChanged`.
///
/// ```swift
/// @State private var rating = 3
/// RatingView(rating: $rating)
/// Text("Rating: \(rating)/5")
/// ```
///
/// It is the pattern of the plant catalog in "Integrating SwiftUI": the binding feeds the
/// control's value in `updateWidget`, and the coordinator writes the user's changes back.
public struct RatingView: WidgetRepresentable {
    @Binding var rating: Int
    let usesASCII: Bool

    /// Creates a rating bound to `rating`; stars are drawn in ASCII when the locale is not UTF-8.
    public init(rating: Binding<Int>, usesASCII: Bool = !RatingView.localeIsUTF8) {
        _rating = rating
        self.usesASCII = usesASCII
    }

    /// Whether the environment's locale (`LC_ALL`, `LC_CTYPE`, `LANG`) says UTF-8.
    public static var localeIsUTF8: Bool {
        let environment = ProcessInfo.processInfo.environment
        let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? "C.UTF-8"
        return locale.uppercased().replacingOccurrences(of: "-", with: "").contains("UTF8")
    }

    /// Creates the coordinator that writes the user's changes to the binding.
    public func makeCoordinator() -> Coordinator { Coordinator(rating: $rating) }

    /// Creates the control with the coordinator as its target.
    public func makeWidget(context: Context) -> RatingControl {
        let control = RatingControl(value: rating)
        control.addTarget(context.coordinator, action: Coordinator.ratingChanged, for: .valueChanged)
        return control
    }

    /// Gives the control the bound value, and the coordinator the newest binding.
    public func updateWidget(_ control: RatingControl, context: Context) {
        context.coordinator.rating = $rating
        control.usesASCII = usesASCII
        control.value = rating
    }

    /// The control's target: it writes the value the user chose to the binding.
    @MainActor
    public final class Coordinator {
        var rating: Binding<Int>

        init(rating: Binding<Int>) {
            self.rating = rating
        }

        /// Writes the control's new value to the binding.
        func ratingChanged(_ control: RatingControl) {
            rating.wrappedValue = control.value
        }
    }
}
