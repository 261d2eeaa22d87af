/* Blank lines: at most two between top-level items, one between rule sets, at least one after a rule set. */




@a:#000000;



@b:#111111;
@c:#222222;
A { font-size: 1; }



B { font-size: 2; }
C { font-size: 3; }
@d:#333333;
/* documents D */
D { font-size: 4; }



/* a section */



E { font-size: 5; }



