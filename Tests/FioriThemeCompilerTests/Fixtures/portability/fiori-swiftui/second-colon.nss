@tintColor:blue;@header:#111111;
@footer:#0A6ED1; /* TODO: darker */
