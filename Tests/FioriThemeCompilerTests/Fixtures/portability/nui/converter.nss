/* What NUI's converter reads: no error, a warning where probably not meant, an error where nothing. */
Label {
    font-color: RGBA(255,255,255,230);
    background-color: rgba(255, 0, 0, 1);
    shadow-color: #0000000;
    border-color: #FF0000 /* the rest is ignored */ junk;
    text-shadow-color: tintColor;
}
Button { background-color: none; font-color: nui_ignore; }
MyBadge { font-color: nui_ignore; fill-color: red; border-radius: 4; }
