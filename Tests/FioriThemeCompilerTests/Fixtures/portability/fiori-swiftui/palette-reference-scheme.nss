@tintColor:negativeLabel_darkBackground;
@header:primary1_elevatedLightBackground;
@footer:primary1_darkConstant;
