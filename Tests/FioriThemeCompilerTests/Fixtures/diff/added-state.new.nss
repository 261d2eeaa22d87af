Button {
    font-color: #0A6ED1;
    font-color-highlighted: #085CAF;
    background-color: #FFFFFF;
    background-color-disabled: #EEEEEE;
}
