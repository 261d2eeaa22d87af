// A // comment stays a // comment (only --fix --target nui rewrites it).
@brandBlue:#0A6ED1; // brand
Label { font-color: @brandBlue // no ; before me
; font-size: 12; }
A // between selectors
, B { font-size: 1; }
// at the end
