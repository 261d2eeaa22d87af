@accent: #0A6ED1;
@accent: #0854A0;
fdlFUIKPIView { tint-color: @accent; }
