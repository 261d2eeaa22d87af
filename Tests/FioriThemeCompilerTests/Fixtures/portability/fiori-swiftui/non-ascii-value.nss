@tintColor:🎨#0A6ED1;
@header: #0A6ED1;
@footer: blue;
