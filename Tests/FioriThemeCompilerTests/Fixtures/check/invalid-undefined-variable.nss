@brandBlue: #0A6ED1;
fdlFUIKPIView { tint-color: @brandBlu; }
fdlFUIKPIView_captionLabel { tint-color: @nothingLikeThis; }
