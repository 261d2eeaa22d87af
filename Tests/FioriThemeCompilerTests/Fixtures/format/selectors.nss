/* Selectors: one per line, the brace after the last. */
fdlFUIKPIView_textView, fdlFUIKPIView_captionLabel{tint-color:red;}
A,
      B ,C
{
    font-size: 12;
}
Single{font-size:12;}
