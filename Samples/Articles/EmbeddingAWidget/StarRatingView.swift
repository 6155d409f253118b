import Terrarium
import TerrariumWidgets

// article: EmbeddingAnImperativeWidget.md#2
struct StarRatingView: WidgetRepresentable {
    @Binding var rating: Int

    func makeCoordinator() -> Coordinator { Coordinator(rating: $rating) }

    func makeWidget(context: Context) -> StarRating {
        let control = StarRating()
        control.addTarget(context.coordinator, action: Coordinator.ratingChanged, for: .valueChanged)
        return control
    }

    func updateWidget(_ control: StarRating, context: Context) {
        context.coordinator.rating = $rating
        control.isEnabled = context.environment.isEnabled
        control.value = rating
    }

    static func dismantleWidget(_ control: StarRating, coordinator: Coordinator) {
        control.removeTarget(coordinator)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, widget: StarRating, context: Context) -> Size? {
        // Every star or none: a proposal narrower than the row still gets the whole row.
        widget.intrinsicSize
    }

    @MainActor final class Coordinator {
        var rating: Binding<Int>

        init(rating: Binding<Int>) { self.rating = rating }

        func ratingChanged(_ control: StarRating) { rating.wrappedValue = control.value }
    }
}
// end article
