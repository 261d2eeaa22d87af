Label { font-color: #f46; }
