// sm90 learned instructions with a control code nvdisasm refuses for them (tools/sm90/ctrl.py),
// and register modifiers written wrong.
	[B01----:R1:W0:Y:S15] ST.E desc[UR4][R6.64], R4
	[B01----:R-:W-:Y:S15] WARPGROUP.DEPBAR.LE gsb0, 0x0
	[B------:R-:W-:-:S15] ST.E desc[UR4][R6.64], R4
	[B------:R-:W-:-:S01] FFMA R6, -|R5, R4, R6
	[B------:R-:W-:-:S01] FFMA R6, R5, --R4, R6
	[B------:R-:W-:-:S01] FFMA R6, R5, R4, -|P0|
