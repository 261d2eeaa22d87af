@tintColor:#0A6ED1;
@tintColor:#FF0000;
