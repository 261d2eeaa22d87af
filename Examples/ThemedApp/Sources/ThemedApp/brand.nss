/* The app's brand theme: compiled into the app by fdlc's build-tool plugin. */
@brandBlue: #0A6ED1;
@accent: @brandBlue;
@tintColor_darkBackground: #91C8F6;

fdlFUIKPIView {
    tint-color: @accent;
    tint-color-disabled: #89919A;
}

Label {
    font-color: tintColor;
    font-size: 15;
}
