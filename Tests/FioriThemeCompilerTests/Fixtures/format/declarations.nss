/* Declarations: indented one level, property: value; one per line. */
Label{font-color:red;font-size:12;}
Button {
  font-color : blue ;



        font-size: 14;
}
Empty { }
AlsoEmpty {

}
Spread {
    font-name:
        Helvetica
        Neue;
}
