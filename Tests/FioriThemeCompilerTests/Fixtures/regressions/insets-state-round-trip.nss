Button {
    background-image-insets: 1;
    background-image-disabled-insets: 2;
    background-image-selected-highlighted-insets: 1 2 3 4;
}
