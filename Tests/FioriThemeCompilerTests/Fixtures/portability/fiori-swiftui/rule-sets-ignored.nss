@tintColor:#0A6ED1;
fdlFUIKPIView { tint-color: @tintColor; }
Label { font-color: nope }
