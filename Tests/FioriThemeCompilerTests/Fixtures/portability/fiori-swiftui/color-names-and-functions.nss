@tintColor:magenta;
@tintColor2:systemBlue;
@header:rgb(255,0,0);
