/* A brand colour used through a variable by many classes. */
@brandBlue: #5D36FF;
@accent: @brandBlue;

fdlFUIKPIView { tint-color: @accent; }
fdlFUIKPIView_metricLabel { font-color: @accent; }
Button { font-color: @brandBlue; border-color: @accent; }
NavigationBar { bar-tint-color: @brandBlue; }
Label { font-color: #32363A; }
