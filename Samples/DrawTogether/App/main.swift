// draw-together: replaced by the app.
print("draw-together")
