/*
 * harbor.nss - "Harbor", a classic theme for upstream NUI (tombenner/nui 0.5.5):
 * a navy navigation bar, sand-coloured screens, rounded coral buttons.
 *
 * Written for NUI itself, not SAP Fiori: it styles NUI's element classes (Button,
 * Label, NavigationBar, TableCell, ...) with NUI's own properties, and keeps to
 * what NUI reads as written:
 *   - every variable holds a literal value, and a declaration uses a variable as
 *     its whole value (NUI does not resolve a variable inside another one);
 *   - no name of the Fiori palette (NUI knows no palette);
 *   - six-digit hex colours, block comments, a semicolon after every declaration.
 * This folder's .fdlc.json sets the target, so `fdlc lint Themes` checks it for
 * NUI; elsewhere say so:  fdlc check --target nui Themes/nui/harbor.nss
 * Load it at launch:  [NUISettings initWithStylesheet:@"harbor"];
 */

@navy:#14365A;
@navyDeep:#0E2640;
@sand:#F6F1E7;
@paper:#FFFDF8;
@ink:#1E2A36;
@slate:#56657A;
@mist:#D9D2C3;
@white:#FFFFFF;
@coral:#C2410C;
@coralDark:#9A3412;
@coralPale:#F3C9B5;
@sea:#0F766E;
@regular:HelveticaNeue;
@medium:HelveticaNeue-Medium;
@bold:HelveticaNeue-Bold;


/* Bars */

NavigationBar {
    background-color: @navy;
    bar-tint-color: @navy;
    font-name: @bold;
    font-size: 18;
    font-color: @white;
    text-shadow-color: clear;
}

BarButton {
    font-name: @medium;
    font-size: 16;
    font-color: @coralPale;
    text-shadow-color: clear;
}

BarButtonBack {
    font-color: @white;
}

TabBar {
    background-color: @navyDeep;
    selected-image-tint-color: @coralPale;
}

TabBarItem {
    font-name: @medium;
    font-size: 11;
    font-color: @mist;
    font-color-selected: @white;
}

Toolbar {
    background-color: @navy;
}


/* Controls */

Button {
    background-color: @coral;
    background-color-highlighted: @coralDark;
    background-color-selected: @coralDark;
    background-color-disabled: @mist;
    border-color: @coralDark;
    border-width: 1;
    corner-radius: 10;
    font-name: @medium;
    font-size: 17;
    font-color: @white;
    font-color-disabled: @ink;
    height: 44;
    exclude-views: UIAlertButton;
}

SegmentedControl {
    background-color: @paper;
    background-color-selected: @navy;
    border-color: @navy;
    border-width: 1;
    corner-radius: 8;
    font-name: @medium;
    font-size: 14;
    font-color: @navy;
    font-color-selected: @white;
    text-shadow-color: clear;
}

Switch {
    on-tint-color: @sea;
    thumb-tint-color: @white;
}

Slider {
    minimum-track-tint-color: @coral;
    maximum-track-tint-color: @mist;
    thumb-tint-color: @white;
}

Progress {
    progress-tint-color: @sea;
    track-tint-color: @mist;
}

TextField {
    background-color: @paper;
    border-style: rounded;
    border-color: @mist;
    border-width: 1;
    corner-radius: 6;
    font-name: @regular;
    font-size: 17;
    font-color: @ink;
    height: 40;
    vertical-align: center;
}


/* Text and tables */

Label {
    font-name: @regular;
    font-size: 17;
    font-color: @ink;
    text-auto-fit: false;
}

View {
    background-color: @sand;
}

Table {
    background-color: @sand;
    separator-color: @mist;
    row-height: 52;
}

TableCell {
    background-color: @paper;
    font-name: @medium;
    font-size: 17;
    font-color: @ink;
}

TableCellDetail {
    font-name: @regular;
    font-size: 15;
    font-color: @slate;
}

SearchBar {
    background-color: @navy;
    scope-background-color: @sand;
}
