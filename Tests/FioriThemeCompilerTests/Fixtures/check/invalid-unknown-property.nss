fdlFUIKPIView { tint-colour: #0A6ED1; }
