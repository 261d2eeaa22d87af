/* A small theme that touches every way a part gets its colour. */
@ink:#1D2D3E;
@text:@ink;
@accent:#0A6ED1;
@tintColor_darkBackground:#4DB1FF;
@header_darkBackground:#1D232A;

/* Root tint, a state of the whole view, the caption's own colour. */
fdlFUIKPIView { tint-color: @accent; tint-color-disabled: #8396A8; }
fdlFUIKPIView_captionLabel { tint-color: @text; }

/* Palette references follow the variant; a system colour has no fixed value. */
fdlFUIKPIProgressView { progress-tint-color: @tintColor; track-tint-color: systemGray; }
fdlFUIObjectHeaderView { background-color: @header; }
fdlFUIObjectHeaderView_headlineLabel { font-color: @primaryLabel; font-style: title2; }
fdlFUIObjectHeaderView_footnoteLabel { font-color: #999999; font-size: 20; }

/* A deprecated palette name: a warning, shown in the page. */
fdlFUIContactView_headlineLabel { font-color: @primary1; }

/* NUI's Button with a border, a back button through the BarButton chain. */
Button { background-color: @accent; font-color: #FFFFFF; font-color-disabled: #C0C0C0; border-color: #0854A0; border-width: 2; corner-radius: 6; }
BarButton { font-color: #E9730C; }
