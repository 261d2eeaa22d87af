/*
 * fiori-brand.nss - "Northwind Field Service" brand theme
 * for SAP Fiori for iOS (SAPFiori NUI theming, FioriThemeManager palette).
 *
 * Load it at launch, before any Fiori view is created:
 *     NUISettings.initWithStylesheet(name: "fiori-brand")
 * and give the same file to FioriThemeManager
 * (StyleSheetSettings.loadStylesheetByURL) so SwiftUI components
 * pick up the palette overrides.
 *
 * Written in the subset that upstream NUI, SAPFiori's NUI fork and
 * FioriThemeManager all read the same way:
 *   - block comments only, and no comment line starts with an at-sign;
 *   - every definition alone on its line, in column 1, written
 *     name:value; with no space around the colon and nothing after
 *     the semicolon;
 *   - each variable defined once;
 *   - six-digit hex colours only;
 *   - every declaration ends with a semicolon, the last one too;
 *   - ASCII only.
 * Check it with:  fdlc check Themes/fiori-brand.nss
 */


/* ---------------------------------------------------------------------
 * Brand colours
 * ------------------------------------------------------------------- */

@brandBlue:#0A6ED1;
@brandBlueDark:#0854A0;
@brandBlueTint:#D1EFFF;
@brandTeal:#0F828F;
@brandInk:#1D2D3E;
@brandSlate:#556B82;
@brandStone:#8396A8;
@brandMist:#EAECEE;
@brandWhite:#FFFFFF;
@brandGreen:#107E3E;
@brandAmber:#C35500;
@brandRed:#BB0000;


/* ---------------------------------------------------------------------
 * Semantic aliases: rules below refer to these, never to raw hex, so
 * a rebrand only touches the block above.
 * ------------------------------------------------------------------- */

@accent:@brandBlue;
@accentPressed:@brandBlueDark;
@accentSoft:@brandBlueTint;
@textStrong:@brandInk;
@textMuted:@brandSlate;
@textDisabled:@brandStone;
@surfaceBrand:@brandInk;
@onSurfaceBrand:@brandWhite;


/* ---------------------------------------------------------------------
 * Fiori palette overrides (the SDK's global colour styles).
 * The plain name is the colour on a light background (light mode);
 * the _darkBackground variant is the colour on a dark background
 * (dark mode). Literal hex on purpose: FioriThemeManager reads these
 * lines itself and does not resolve variables.
 * ------------------------------------------------------------------- */

@tintColor:#0A6ED1;
@tintColor_darkBackground:#4DB1FF;
@tintColor_elevatedDarkBackground:#4DB1FF;
@tintColor_contrastDarkBackground:#89D1FF;
@tintColorTapState:#0854A0;
@tintColorTapState_darkBackground:#89D1FF;
@primaryLabel:#1D2D3E;
@primaryLabel_darkBackground:#F5F6F7;
@secondaryLabel:#556B82;
@secondaryLabel_darkBackground:#A9B4BE;
@header:#FFFFFF;
@header_darkBackground:#1D232A;
@primaryBackground:#FFFFFF;
@primaryBackground_darkBackground:#1D232A;
@primaryGroupedBackground:#F5F6F7;
@primaryGroupedBackground_darkBackground:#12171C;
@positiveLabel:#107E3E;
@criticalLabel:#C35500;
@negativeLabel:#BB0000;


/* ---------------------------------------------------------------------
 * Global font styles
 * ------------------------------------------------------------------- */

fdlFontStyle_headline {
    font-style: headline;
    font-color: @textStrong;
}

fdlFontStyle_subheadline {
    font-style: subheadline;
    font-color: @textMuted;
}

fdlFontStyle_footnote {
    font-style: footnote;
    font-color: @textMuted;
}


/* ---------------------------------------------------------------------
 * KPIs: FUIKPIView, FUIKPIProgressView, FUIKPIHeader
 * ------------------------------------------------------------------- */

fdlFUIKPIView {
    tint-color: @accent;
    tint-color-disabled: @textDisabled;
    tint-color-highlighted: @accentPressed;
}

fdlFUIKPIView_textView,
fdlFUIKPIView_captionLabel {
    tint-color: @textStrong;
    tint-color-disabled: @textDisabled;
}

fdlFUIKPIProgressView {
    tint-color: @accent;
    tint-color-disabled: @textDisabled;
    progress-tint-color: @accent;
    track-tint-color: @brandMist;
}

fdlFUIKPIProgressView_captionLabel {
    font-color: @textStrong;
    font-color-disabled: @textDisabled;
}

fdlFUIKPIHeader_background {
    background-color: @surfaceBrand;
}

fdlFUIKPIHeader_kpiView {
    tint-color: @onSurfaceBrand;
}


/* ---------------------------------------------------------------------
 * Hierarchy: FUIHierarchyItemView, FUIHierarchyIndicator
 * ------------------------------------------------------------------- */

fdlFUIHierarchyItemView_title {
    font-color: @textStrong;
    font-style: headline;
    text-align: left;
}

fdlFUIHierarchyItemView_subtitle {
    font-color: @textMuted;
    font-style: subheadline;
    text-align: left;
}

fdlFUIHierarchyItemView_footnote {
    font-color: @textMuted;
    font-style: footnote;
    text-align: left;
}

fdlFUIHierarchyItemView_status {
    font-color: @brandTeal;
    font-style: subheadline;
    text-align: right;
}

fdlFUIHierarchyItemView_detailImageView {
    tint-color: @accent;
}

fdlFUIHierarchyIndicator_title {
    font-color: @accent;
    font-style: caption1;
    text-align: center;
}


/* ---------------------------------------------------------------------
 * Object header: FUIObjectHeaderView
 * ------------------------------------------------------------------- */

fdlFUIObjectHeaderView {
    tint-color: @accent;
    background-color: @header;
}

fdlFUIObjectHeaderView_headlineLabel {
    font-color: @textStrong;
    font-style: title2;
    text-align: left;
    text-line-clamp: 2;
}

fdlFUIObjectHeaderView_subheadlineLabel {
    font-color: @textStrong;
    font-style: subheadline;
    text-line-clamp: 2;
}

fdlFUIObjectHeaderView_bodyLabel,
fdlFUIObjectHeaderView_footnoteLabel {
    font-color: @textMuted;
    font-style: footnote;
    text-line-clamp: 1;
}

fdlFUIObjectHeaderView_descriptionLabel {
    font-color: @textMuted;
    font-style: body;
    text-line-clamp: 3;
}

fdlFUIObjectHeaderView_statusLabel {
    font-color: @brandGreen;
    font-style: subheadline;
    text-align: right;
}

fdlFUIObjectHeaderView_substatusLabel {
    font-color: @brandAmber;
    font-style: footnote;
    text-align: right;
}

fdlFUIObjectHeaderView_detailImageView,
fdlFUIObjectHeaderView_statusImageView {
    tint-color: @accent;
}

fdlFUIObjectHeaderView_substatusImageView {
    tint-color: @brandRed;
}


/* ---------------------------------------------------------------------
 * Object cells: FUIObjectView, FUIObjectTableViewCell
 * ------------------------------------------------------------------- */

fdlFUIObjectView_headlineLabel {
    font-style: headline;
    font-color: @textStrong;
}

fdlFUIObjectTableViewCell {
    background-color-selected: @accentSoft;
}


/* ---------------------------------------------------------------------
 * Contact: FUIContactView
 * ------------------------------------------------------------------- */

fdlFUIContactView {
    background-color: @primaryBackground;
}

fdlFUIContactView_headlineLabel {
    font-color: @textStrong;
    font-style: headline;
    text-line-clamp: 1;
}

fdlFUIContactView_subheadlineLabel,
fdlFUIContactView_descriptionLabel {
    font-color: @textMuted;
    font-style: subheadline;
    text-line-clamp: 2;
}

fdlFUIContactView_detailImageView {
    tint-color: @accent;
}


/* ---------------------------------------------------------------------
 * Onboarding: FUIWelcomeScreen
 * ------------------------------------------------------------------- */

fdlFUIWelcomeScreen_headlineLabel {
    font-color: @textStrong;
}

fdlFUIWelcomeScreen_primaryActionButton {
    background-color-normal: @accent;
    background-color-highlighted: @accentPressed;
}
