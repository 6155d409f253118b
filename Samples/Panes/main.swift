print("terrarium-panes")
