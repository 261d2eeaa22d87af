@grey: #6A6D70;
Label { font-color: @grey; }
fdlFUIKPIView { tint-color: @grey; }
fdlFUIObjectTableViewCell_headlineLabel { font-color: @grey; font-style: footnote; }
