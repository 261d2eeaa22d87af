Label { font-size: 14; font-color: #32363A; }
@media (device:ipad) {
    Label { font-size: 17; }
}
