@tintColor: blue;
@primaryLabel: #FF0000;
