import Terrarium

/// Images: a picture at its own size, the same picture fitted into a frame and stretched, a
/// symbol, and a row of shapes, a path and gradients.
struct ImagesPage: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .top) {
                Image(bitmap: Self.greenhouse, label: Text("Greenhouse at noon"))
                VStack(alignment: .leading) {
                    Text("scaledToFit").dim()
                    Image(bitmap: Self.greenhouse).resizable().scaledToFit().frame(width: 14, height: 4)
                    Text("resizable").dim()
                    Image(bitmap: Self.greenhouse).resizable().frame(width: 24, height: 3)
                }
            }
            Label("Two pixels a cell, or kitty's graphics or sixels where the terminal has them", systemImage: "camera")
            HStack(spacing: 1) {
                Circle().fill(.green).frame(width: 6, height: 3)
                RoundedRectangle(cornerRadius: 2).stroke(.teal).frame(width: 10, height: 3)
                Capsule().fill(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 10, height: 3)
                Self.sprout.stroke(.green).frame(width: 5, height: 3)
                LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom).frame(width: 4, height: 3)
                Text("Shapes and colours in cells").foregroundStyle(.secondary)
            }
        }
    }

    /// A sprout: a stem curving up from the ground to a leaf, lines and curves in a 5×3 frame.
    static let sprout = Path { path in
        path.move(to: Point(x: 0, y: 3))
        path.addLine(to: Point(x: 5, y: 3))
        path.move(to: Point(x: 2, y: 3))
        path.addQuadCurve(to: Point(x: 3, y: 1), control: Point(x: 2, y: 1))
        path.addQuadCurve(to: Point(x: 5, y: 0), control: Point(x: 5, y: 1))
    }

    /// A greenhouse under a sun on a sky, 32×24 pixels, drawn in code so the page needs no file.
    static let greenhouse: Bitmap = {
        var bitmap = Bitmap(width: 32, height: 24, filledWith: RGBA(red: 135, green: 190, blue: 235))
        for y in 0..<24 {
            for x in 0..<32 {
                let sky = RGBA(red: UInt8(135 + y * 3), green: UInt8(190 + y), blue: 235)
                var pixel = sky
                if (x - 25) * (x - 25) + (y - 5) * (y - 5) <= 9 { pixel = RGBA(red: 250, green: 214, blue: 70) }
                if y >= 19 { pixel = RGBA(red: 70, green: UInt8(140 - (y - 19) * 8), blue: 60) }
                // The glass house: a roof from (4, 10) to (20, 10) peaking at (12, 5), walls to the grass.
                let roof = 10 - (8 - abs(x - 12)) * 5 / 8
                if (4...20).contains(x), y >= roof, y < 19 {
                    let frame = x == 4 || x == 20 || x == 12 || y == roof || y == 18
                    pixel = frame ? RGBA(red: 240, green: 240, blue: 240) : RGBA(red: 120, green: 200, blue: 150)
                    if !frame, (y + x) % 5 == 0 { pixel = RGBA(red: 60, green: 150, blue: 70) }
                }
                bitmap[x, y] = pixel
            }
        }
        return bitmap
    }()
}
