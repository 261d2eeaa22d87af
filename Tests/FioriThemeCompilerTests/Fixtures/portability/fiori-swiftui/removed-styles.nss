@quarternaryLabel:#111111;
@tintColor:quarternaryFill;
