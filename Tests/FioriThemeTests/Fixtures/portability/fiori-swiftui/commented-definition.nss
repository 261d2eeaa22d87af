/*
@tintColor:#FF0000;
*/
