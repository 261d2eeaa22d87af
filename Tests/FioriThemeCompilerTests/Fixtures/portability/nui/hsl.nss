Label { font-color: hsl(120, 0.5, 0.5); }
