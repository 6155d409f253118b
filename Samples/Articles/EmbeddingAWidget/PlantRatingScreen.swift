import Terrarium

// article: EmbeddingAnImperativeWidget.md#3
struct PlantRatingScreen: View {
    @State private var rating = 3

    var body: some View {
        VStack(alignment: .leading) {
            Text("Monstera deliciosa").bold()
            StarRatingView(rating: $rating)
            HStack {
                Text("Rating: \(rating)/5")
                Button("Clear") { rating = 0 }
            }
        }
        .padding(1)
        .border(.rounded)
    }
}
// end article
