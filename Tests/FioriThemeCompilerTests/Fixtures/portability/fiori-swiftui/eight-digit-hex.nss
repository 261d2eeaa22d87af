@tintColor:#1EE68A00;
