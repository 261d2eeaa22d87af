/* A byte order mark and CRLF line breaks are kept. */
@a : #000000;
Label{font-size:1;}
