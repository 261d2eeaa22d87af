fdlFUIKPIHeader_kpiView { tint-color: @primary6; }
