fdlFUIKPIVeiw { tint-color: #0A6ED1; }
fdlFUISomethingNew_label { font-color: #0A6ED1; }
