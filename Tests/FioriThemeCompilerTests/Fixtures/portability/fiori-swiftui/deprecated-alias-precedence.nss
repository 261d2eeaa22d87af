@tintColor:#111111;
@tintColorDark:#222222;
@tintColorTapStateDark:#333333;
