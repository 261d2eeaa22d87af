@tintColor:
#0A6ED1;
@header:DarkGray;
