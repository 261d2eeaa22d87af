@tintColor:#111111;
﻿@header:#222222;
