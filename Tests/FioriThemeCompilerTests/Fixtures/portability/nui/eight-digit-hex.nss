Label { font-color: #1EE68A00; }
