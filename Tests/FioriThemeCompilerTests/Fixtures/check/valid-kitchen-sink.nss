/* Every construct of the language, as real themes write them. */
@brandPrimary: #0A6ED1;
@brandBlue: #0A6ED1;
@accent: @brandBlue;            /* an alias */
@media (device:ipad) and (orientation:landscape) {
    @headerHeight: 64;
    fdlFUIKPIView { tint-color: @accent; }
}
fdlFUIKPIHeader_kpiView { tint-color: @secondaryGroupedBackground; }
fdlFUIObjectView_headlineLabel,
fdlFUIHierarchyItemView_title {
    font-style: subheadline;
    font-color: @brandPrimary;
}
Button {
    background-color: rgba(0, 0, 0, 0.5);
    padding: 1 2 3 4;
    text-shadow-offset: 0,-11;
    font-name: Helvetica Neue;
    background-image: Assets/logo.png;
}
EmptyRule { }
