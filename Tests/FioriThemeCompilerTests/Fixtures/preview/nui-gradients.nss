/* Upstream NUI, checked with --target nui: what NUI's renderers draw besides flat colours. */
NavigationBar { background-color-top: #D32F2F; background-color-bottom: #B71C1C; font-color: #FFFFFF; }
BarButton { font-color: #FFEBEE; }
Button {
    background-color: #FFFFFF;
    background-image-highlighted: button-pressed;
    font-color: #B71C1C;
    border-color: #B71C1C;
    border-width: 2;
    corner-radius: 12;
    shadow-color: #000000;
    shadow-offset: 0,2;
    shadow-opacity: 0.4;
    shadow-radius: 3;
}
TableCell { background-color-top: #FFF8E1; font-color: #3E2723; }
TableCellDetail { font-color: #6D4C41; }
