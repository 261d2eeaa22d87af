android { font-color: red; }
@mediaColor: red;
Label { font-color: @mediaColor; }
