Label { font-color: red; } // NUI has no line comments
