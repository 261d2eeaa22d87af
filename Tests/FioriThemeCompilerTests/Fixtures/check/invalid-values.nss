fdlFUIHierarchyItemView_title {
    font-style: subheadlin;
    text-align: middle;
    font-color: #12345;
}
fdlFUIObjectHeaderView_headlineLabel {
    text-line-clamp: 2.5;
    font-size: large;
}
Button {
    padding: 1,2,3,4;
    shadow-offset: 1 2;
    font-color: rgba(0, 0, 0);
    background-color: @primary6;
    border-width: 2px;
}
@size: 12;
Label { font-color: @size; }
Switch { on-tint-color: darkGrey; }
TextField {
    padding: 2px 4;
    shadow-offset: 1pt,2;
    border-width: 0x10;
    corner-radius: 1e1;
}
