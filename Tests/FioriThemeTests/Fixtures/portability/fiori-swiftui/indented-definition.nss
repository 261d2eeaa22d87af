  @tintColor:#FF0000;
