/* Comments on a line of their own stay on a line of their own, indented where they stand. */

        /* indented too far */
Label {
/* before the first declaration */
    font-color: red;

      /* between */
    font-size: 12;
  /* before the brace */
}
    /*
       A multi-line comment: only its first line moves,
    the rest is kept byte for byte.
    */
Button { font-size: 1; }
Label { font-name:
/* inside a value */
Helvetica; }
