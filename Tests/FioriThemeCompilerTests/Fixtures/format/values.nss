/* Values: kept as written, each run of white space made one space. */
Label {
    background-color: rgba(255,0,0,0.5);
    border-color: rgba( 0 , 0 , 255 , 1 );
    padding: 1   2	3 4;
    text-shadow-offset: 0,-11;
    exclude-subviews: UITableViewCell , UITextField;
}
