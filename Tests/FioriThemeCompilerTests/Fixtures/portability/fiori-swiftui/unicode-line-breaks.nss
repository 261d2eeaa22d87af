@tintColor:blue;@header:#111111;@footer:#222222;
@header:#333333;
