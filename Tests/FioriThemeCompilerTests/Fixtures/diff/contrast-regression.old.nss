Label {
    font-color: #32363A;
    background-color: #FFFFFF;
}
fdlFUIObjectTableViewCell_headlineLabel {
    font-color: @primaryLabel;
    background-color: @primaryBackground;
}
