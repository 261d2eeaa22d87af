fdlFUIObjectView_headlineLabel { font-style: subheadline; font-color: #1EE68A00; }
