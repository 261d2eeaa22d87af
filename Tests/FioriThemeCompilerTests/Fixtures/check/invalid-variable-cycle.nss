@a: @b;
@b: @c;
@c: @a;
fdlFUIKPIView { tint-color: @a; }
