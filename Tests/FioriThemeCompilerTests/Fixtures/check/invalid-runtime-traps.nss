/* Constructs some runtime chokes on: each is reported at its exact position. */
Button:LargeButton { font-color: red; }
Label {
    font-name: "Helvetica Neue";
    font-color: red !important;
    @inner: 1;
    text-align: center
}
@media (device:ipad) {
    @media (orientation:portrait) { View { background-color: white; } }
}
Table { background-color: 50%; }
