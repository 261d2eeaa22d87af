Labe'Ù–½*ß„½˜"Labe'/iBÕt-colorF0¹0p;
}
