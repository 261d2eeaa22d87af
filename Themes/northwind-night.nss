/*
 * northwind-night.nss - "Northwind Field Service", night shift: a dark-first
 * brand theme for SAP Fiori for iOS (SAPFiori NUI theming, FioriThemeManager
 * palette).
 *
 * Designed for dark mode first: deep navy surfaces and a teal accent, with a
 * raised (elevated) level for sheets and a high-contrast level for the Increase
 * Contrast setting; light mode follows the same brand. Every text colour meets
 * WCAG AA on every surface it is used on, in all six variants (see the contrast
 * section of `fdlc preview Themes/northwind-night.nss`).
 *
 * How it works: the theme overrides colour styles of the Fiori palette, one
 * definition per style and variant, and the rules refer to those styles
 * (tint-color: @tintColor;), which the theme never defines without a suffix.
 * A reference to a palette style follows the appearance: each variant gets its
 * own override, or the SDK's colour where the theme gives none (tertiaryLabel,
 * base2).
 *
 * Written in the subset that SAPFiori's NUI fork and FioriThemeManager read the
 * same way: block comments only, each definition alone on its line in column 1
 * as name:value; with no spaces, six-digit hex colours only, a semicolon after
 * every declaration, ASCII only.
 * Check it with:  fdlc check Themes/northwind-night.nss
 */


/* ---------------------------------------------------------------------
 * Dark mode: the brand's first appearance.
 * ------------------------------------------------------------------- */

@primaryGroupedBackground_darkBackground:#0B1620;
@secondaryGroupedBackground_darkBackground:#15222F;
@header_darkBackground:#15222F;
@quaternaryFill_darkBackground:#1E3A45;
@primaryLabel_darkBackground:#EDF2F7;
@navBarTitleLabel_darkBackground:#EDF2F7;
@secondaryLabel_darkBackground:#A7B6C6;
@tintColor_darkBackground:#3ECFC7;
@tintColorTapState_darkBackground:#86E3DD;
@positiveLabel_darkBackground:#5BD68A;
@criticalLabel_darkBackground:#F5B942;
@negativeLabel_darkBackground:#FF8A8A;


/* Dark mode, elevated: sheets and popovers sit one step lighter. */

@primaryGroupedBackground_elevatedDarkBackground:#132130;
@secondaryGroupedBackground_elevatedDarkBackground:#1C2C3C;
@header_elevatedDarkBackground:#1C2C3C;
@quaternaryFill_elevatedDarkBackground:#244552;
@primaryLabel_elevatedDarkBackground:#EDF2F7;
@navBarTitleLabel_elevatedDarkBackground:#EDF2F7;
@secondaryLabel_elevatedDarkBackground:#A7B6C6;
@tintColor_elevatedDarkBackground:#3ECFC7;
@tintColorTapState_elevatedDarkBackground:#86E3DD;
@positiveLabel_elevatedDarkBackground:#5BD68A;
@criticalLabel_elevatedDarkBackground:#F5B942;
@negativeLabel_elevatedDarkBackground:#FF8A8A;


/* Dark mode, Increase Contrast: black surfaces, brighter text and accent. */

@primaryGroupedBackground_contrastDarkBackground:#000000;
@secondaryGroupedBackground_contrastDarkBackground:#0B1117;
@header_contrastDarkBackground:#0B1117;
@quaternaryFill_contrastDarkBackground:#0F3A40;
@primaryLabel_contrastDarkBackground:#FFFFFF;
@navBarTitleLabel_contrastDarkBackground:#FFFFFF;
@secondaryLabel_contrastDarkBackground:#D3DEE8;
@tintColor_contrastDarkBackground:#7FF0E9;
@tintColorTapState_contrastDarkBackground:#B8F7F3;
@positiveLabel_contrastDarkBackground:#8BF0B0;
@criticalLabel_contrastDarkBackground:#FFD37A;
@negativeLabel_contrastDarkBackground:#FFB3B3;


/* ---------------------------------------------------------------------
 * Light mode: the same brand on pale surfaces, with a deeper teal.
 * ------------------------------------------------------------------- */

@primaryGroupedBackground_lightBackground:#EEF3F6;
@secondaryGroupedBackground_lightBackground:#FFFFFF;
@header_lightBackground:#FFFFFF;
@quaternaryFill_lightBackground:#D5EFED;
@primaryLabel_lightBackground:#13202B;
@navBarTitleLabel_lightBackground:#13202B;
@secondaryLabel_lightBackground:#4A5B6B;
@tintColor_lightBackground:#00756E;
@tintColorTapState_lightBackground:#00524D;
@positiveLabel_lightBackground:#156B35;
@criticalLabel_lightBackground:#9A5300;
@negativeLabel_lightBackground:#B3202C;


/* Light mode, elevated. */

@primaryGroupedBackground_elevatedLightBackground:#F7FAFB;
@secondaryGroupedBackground_elevatedLightBackground:#FFFFFF;
@header_elevatedLightBackground:#FFFFFF;
@quaternaryFill_elevatedLightBackground:#D5EFED;
@primaryLabel_elevatedLightBackground:#13202B;
@navBarTitleLabel_elevatedLightBackground:#13202B;
@secondaryLabel_elevatedLightBackground:#4A5B6B;
@tintColor_elevatedLightBackground:#00756E;
@tintColorTapState_elevatedLightBackground:#00524D;
@positiveLabel_elevatedLightBackground:#156B35;
@criticalLabel_elevatedLightBackground:#9A5300;
@negativeLabel_elevatedLightBackground:#B3202C;


/* Light mode, Increase Contrast. */

@primaryGroupedBackground_contrastLightBackground:#FFFFFF;
@secondaryGroupedBackground_contrastLightBackground:#FFFFFF;
@header_contrastLightBackground:#FFFFFF;
@quaternaryFill_contrastLightBackground:#BFE6E3;
@primaryLabel_contrastLightBackground:#000000;
@navBarTitleLabel_contrastLightBackground:#000000;
@secondaryLabel_contrastLightBackground:#26323D;
@tintColor_contrastLightBackground:#004F4A;
@tintColorTapState_contrastLightBackground:#00332F;
@positiveLabel_contrastLightBackground:#0D5428;
@criticalLabel_contrastLightBackground:#6B3A00;
@negativeLabel_contrastLightBackground:#8A0F1A;


/* ---------------------------------------------------------------------
 * KPIs: FUIKPIView, FUIKPIProgressView, FUIKPIHeader
 * ------------------------------------------------------------------- */

fdlFUIKPIView {
    tint-color: @tintColor;
    tint-color-highlighted: @tintColorTapState;
    tint-color-disabled: @tertiaryLabel;
}

fdlFUIKPIView_captionLabel {
    tint-color: @secondaryLabel;
    tint-color-disabled: @tertiaryLabel;
}

fdlFUIKPIProgressView {
    tint-color: @tintColor;
    tint-color-disabled: @tertiaryLabel;
    progress-tint-color: @tintColor;
    track-tint-color: @quaternaryFill;
}

fdlFUIKPIProgressView_captionLabel {
    font-color: @secondaryLabel;
    font-color-disabled: @tertiaryLabel;
}

fdlFUIKPIHeader_background {
    background-color: @header;
}

fdlFUIKPIHeader_kpiView {
    tint-color: @tintColor;
    tint-color-disabled: @tertiaryLabel;
}


/* ---------------------------------------------------------------------
 * Object header, object cell, contact cell, hierarchy item
 * ------------------------------------------------------------------- */

fdlFUIObjectHeaderView {
    tint-color: @tintColor;
    background-color: @header;
}

fdlFUIObjectHeaderView_headlineLabel {
    font-color: @primaryLabel;
    font-style: title3;
    text-line-clamp: 2;
}

fdlFUIObjectHeaderView_subheadlineLabel,
fdlFUIObjectHeaderView_footnoteLabel {
    font-color: @secondaryLabel;
}

fdlFUIObjectHeaderView_bodyLabel {
    font-color: @primaryLabel;
}

fdlFUIObjectHeaderView_statusLabel {
    font-color: @positiveLabel;
    text-align: right;
}

fdlFUIObjectHeaderView_substatusLabel {
    font-color: @criticalLabel;
    text-align: right;
}

fdlFUIObjectHeaderView_detailImageView {
    tint-color: @tintColor;
}

fdlFUIObjectView_headlineLabel {
    font-style: headline;
    font-color: @primaryLabel;
}

fdlFUIObjectTableViewCell {
    background-color: @secondaryGroupedBackground;
    background-color-selected: @quaternaryFill;
}

fdlFUIContactView {
    background-color: @secondaryGroupedBackground;
}

fdlFUIContactView_headlineLabel {
    font-color: @primaryLabel;
}

fdlFUIContactView_subheadlineLabel,
fdlFUIContactView_descriptionLabel {
    font-color: @secondaryLabel;
}

fdlFUIContactView_detailImageView {
    tint-color: @tintColor;
}

fdlFUIHierarchyItemView_title {
    font-color: @primaryLabel;
}

fdlFUIHierarchyItemView_subtitle,
fdlFUIHierarchyItemView_footnote {
    font-color: @secondaryLabel;
}

fdlFUIHierarchyItemView_status {
    font-color: @negativeLabel;
    text-align: right;
}

fdlFUIHierarchyItemView_detailImageView {
    tint-color: @tintColor;
}

fdlFUIHierarchyIndicator_title {
    font-color: @tintColor;
}


/* ---------------------------------------------------------------------
 * UIKit through NUI's classes: buttons, navigation bar, table cells
 * ------------------------------------------------------------------- */

Button {
    background-color: @tintColor;
    background-color-highlighted: @tintColorTapState;
    background-color-selected: @tintColorTapState;
    background-color-disabled: @quaternaryFill;
    font-color: @base2;
    font-color-disabled: @tertiaryLabel;
    corner-radius: 8;
}

fdlFUIWelcomeScreen_primaryActionButton {
    background-color-normal: @tintColor;
    background-color-highlighted: @tintColorTapState;
}

NavigationBar {
    background-color: @header;
    font-color: @navBarTitleLabel;
}

BarButton {
    font-color: @tintColor;
}

TableCell {
    background-color: @secondaryGroupedBackground;
    font-color: @primaryLabel;
}

TableCellDetail {
    font-color: @secondaryLabel;
}
