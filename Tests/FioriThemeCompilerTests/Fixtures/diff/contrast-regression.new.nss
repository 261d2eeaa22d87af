Label {
    font-color: #B0B0B0;
    background-color: #FFFFFF;
}
@primaryLabel_darkBackground: #3A3A3A;
fdlFUIObjectTableViewCell_headlineLabel {
    font-color: @primaryLabel;
    background-color: @primaryBackground;
}
