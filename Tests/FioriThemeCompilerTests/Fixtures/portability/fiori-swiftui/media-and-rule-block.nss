@media (device:ipad) {
@tintColor:#111111;
}
Label {
@header:#222222;
}
@tintColor:#333333;
