fdlFUIKPIView { tint-color: red; } // a comment
