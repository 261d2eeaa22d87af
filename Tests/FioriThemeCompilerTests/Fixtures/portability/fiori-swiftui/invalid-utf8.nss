@tintColor:#111111;
/* ÿ */
