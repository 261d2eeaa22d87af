@tintColor:#0A6ED1
@header:blue
@footer:#0A6ED1;
