@brand:#0A6ED1;
@tintColor:@brand;
@header:@primary1;
