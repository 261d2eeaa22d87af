@w: 2;
@c: red;
Button { padding: 1 @w; border-width: @w @w; }
