/* fiori-swiftui: spaceAfterColon is ignored, FioriThemeManager would read the space. */
@tintColor : blue;
