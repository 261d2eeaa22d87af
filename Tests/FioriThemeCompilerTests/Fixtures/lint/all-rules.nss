/* One finding of each lint rule, a suppression that works and one that does not. */
@brandBlue: #0A6ED1;
@accent: @brandBlue;
@link: @accent;
@oldBrand: #0854A0;

Label {
    font-color: #999999;
    background-color: #FFFFFF;
    font-size: 14;
    font-size: 15;
}

Label { font-size: 16; }

Button { font-color: #0a6ed1; background-color: @link; }

/* fdlc-disable-next-line FDL404 -- a placeholder the designers asked for */
View { }
TableCell { }

/* fdlc-disable-next-line FDL999 */
/* fdlc-disable FDL402 */
fdlFUIKPIView { tint-color: @primary1; }
/* fdlc-enable FDL402 */
