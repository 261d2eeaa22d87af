/* Definitions: each alone on its line at column 1 as @name:value; with no space around the colon. */
@brandBlue : #0A6ED1 ;
    @indented:   #FFFFFF;
@split:
    #0854A0
    ;
@a:red;@b:blue;
@font:Helvetica   Neue;
fdlFUIKPIView { tint-color: @brandBlue; } @after: @brandBlue;
