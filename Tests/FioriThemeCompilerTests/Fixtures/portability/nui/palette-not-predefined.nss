Label { font-color: @primary6; }
