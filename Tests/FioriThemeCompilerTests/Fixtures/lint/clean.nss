/* No findings: fdlc lint prints nothing and exits 0. */
@brandBlue: #0A6ED1;
@tintColor: @brandBlue;

Label {
    font-color: #32363A;
    background-color: #FFFFFF;
}

fdlFUIKPIView { tint-color: @brandBlue; }
