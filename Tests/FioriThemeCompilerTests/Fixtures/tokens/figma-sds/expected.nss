/* Imported from color.tokens.json by fdlc tokens import. */

@criticalLabel:#BF6A02;
@negativeLabel:#C00F0C;
@positiveLabel:#009951;
@primaryBackground:#FFFFFF;
@primaryLabel:#1E1E1E;
@primaryLabel_darkBackground:#F5F5F5;
@secondaryLabel:#767676;
@tintColor:#2C2C2C;
@tintColor_darkBackground:#D9D9D9;
@brand:#2C2C2C;

fdlFUIObjectHeaderView_headlineLabel {
    font-color: #303030;
}

fdlFUIObjectTableViewCell {
    background-color-selected: rgba(12, 12, 13, 0.4);
}
