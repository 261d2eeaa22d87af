@tintColor :#FF0000;
