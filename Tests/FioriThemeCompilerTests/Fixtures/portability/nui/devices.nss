@media (device:iphone) { @accent: #0A6ED1; }
@media (orientation:landscape) { @gap: 8; }
Label { font-color: @accent; border-width: @gap; }
@media (device:ipad) { Button { font-color: @nope; } }
