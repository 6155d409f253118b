print("widget-plugins")
