Label { font-color: red; }
Button:Large { font-color: blue; } // large buttons
@media (device:ipad) { Label { font-color: green } }
