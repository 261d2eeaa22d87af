/* Everything the checker accepts: palette names, aliases, states, every value type. */
@brandBlue: #0A6ED1;
@accent: @brandBlue;
@tintColor: #0A6ED1;
@tintColor_darkBackground: #91C8F6;
fdlFUIKPIHeader_kpiView { tint-color: @secondaryGroupedBackground; }
fdlFUIKPIView { tint-color: @accent; tint-color-disabled: #89919A; tint-color-highlighted: negative_darkBackground; }
fdlFUIHierarchyItemView_title, fdlFUIHierarchyItemView_subtitle {
    font-style: subheadline;
    text-align: natural;
    font-color: rgba(10, 110, 209, 0.5);
}
fdlFUIObjectHeaderView_headlineLabel { text-line-clamp: 2; font-size: 17; font-name: Helvetica Neue; }
Button {
    padding: 1 2 3 4;
    shadow-offset: 1,2;
    background-color-selected-highlighted: rgb(10, 102, 194);
    font-color: darkGray;
    corner-radius: 4;
    background-image: Assets/button.png;
}
TextField { border-style: rounded; keyboard-appearance: dark; }
MyOwnHeader { font-color: tintColor; }
