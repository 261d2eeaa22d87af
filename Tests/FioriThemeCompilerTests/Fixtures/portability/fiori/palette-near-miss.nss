@primaryLable: #0A6ED1;
@tintColor_darkBackgrund: #91C8F6;
@tintColor_darkBackground: #91C8F6;
