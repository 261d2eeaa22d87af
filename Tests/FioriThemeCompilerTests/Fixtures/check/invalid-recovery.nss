fdlFUIKPIView {
    tint-color: #0A6ED1
    tint-color-disabled: #89919A;
}
fdlFUIKPIProgressView {
    progress-tint-color: ;
    track-tint-color #E5E5E5;
fdlFUIKPIHeader_kpiView { tint-color: @primary6; }
}
tint-color: red;
A B { font-color: red; }
, C { font-color: red; }
