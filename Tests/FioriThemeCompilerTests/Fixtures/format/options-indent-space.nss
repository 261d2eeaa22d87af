/* indentWidth 2, spaceAfterColon: @name: value; */
@brandBlue:#0A6ED1;
Label { font-color: @brandBlue; }
@media (device:ipad) { Label { font-size: 20; } }
