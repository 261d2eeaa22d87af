@accent: #0A6ED1;
@accent: #0854A0;
fdlFUIKPIView { tint-color: @accent; }
@media (device:ipad) { @gap: 8; }
@media (device:iphone) { @gap: 4; }
@media (device:ipad) { @inset: 8; @inset: 10; }
