Button {
    font-color: #0A6ED1;
    background-color: #FFFFFF;
}
