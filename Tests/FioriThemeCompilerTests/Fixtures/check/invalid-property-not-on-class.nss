fdlFUIKPIView { progress-tint-color: #0A6ED1; }
