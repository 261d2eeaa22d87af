/* Upstream NUI, checked with --target nui: NUI's element classes only. */
@navy:#14365A;
@coral:#C2410C;
@paper:#FFFDF8;
@ink:#1E2A36;
NavigationBar { background-color: @navy; font-color: #FFFFFF; }
BarButtonBack { font-color: #F3C9B5; }
Button { background-color: @coral; background-color-highlighted: #9A3412; font-color: #FFFFFF; corner-radius: 10; }
TableCell { background-color: @paper; font-color: @ink; }
TableCellDetail { font-color: #56657A; }
