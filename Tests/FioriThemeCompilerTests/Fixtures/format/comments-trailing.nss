/* Comments on the line of the code before them stay at the end of that line. */
@brandBlue:#0A6ED1; /* brand */
Label { /* opens */ font-color: @brandBlue; /* after */ font-size: 12 /* in the value */; } /* closes */
A, /* first */ B { font-size: 1; }
