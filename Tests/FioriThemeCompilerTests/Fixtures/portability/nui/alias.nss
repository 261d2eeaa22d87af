@brandBlue: #0A6ED1;
@accent: @brandBlue;
Label { font-color: @accent; }
