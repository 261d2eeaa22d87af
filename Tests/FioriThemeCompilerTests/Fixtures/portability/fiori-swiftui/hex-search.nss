@tintColor:#F46; /* was #00FF00 */
@header:#F468;
@footer:#0A6ED1; /* brand */
@chrome:0x0A6ED1 ;
