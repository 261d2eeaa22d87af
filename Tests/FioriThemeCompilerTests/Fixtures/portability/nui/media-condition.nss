@media (theme:dark) { Label { font-color: white; } }
@media (device:ipod) { Label { font-color: red; } }
