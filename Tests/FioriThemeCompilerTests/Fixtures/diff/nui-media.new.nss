Label { font-size: 14; font-color: #32363A; }
@media (device:ipad) and (orientation:landscape) {
    Label { font-size: 20; }
}
