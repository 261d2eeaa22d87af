/* @media: its rule sets indented one level; its definitions stay at column 1. */
@media(device:ipad)and(orientation:landscape){
    @gap:24;
Label{font-size:@gap;}
  Button { font-size: 20; }
}
@media (device:iphone) { }
