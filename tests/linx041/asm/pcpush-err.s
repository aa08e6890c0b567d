// pc.push and pc.pop as users misspell them: every message names what was written and what
// the instruction takes.
	.text
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
	pc.push                          // no operand
	pc.push t#1.uw                   // a condition without its else label
	pc.push t#1.zz, join             // an unknown type
	pc.push t#1.fs, join             // a float condition
	pc.push t#9.uw, join             // past the queue's depth
	pc.push join, t#1.uw             // the operands swapped
	pc.push t#1.uw, join, join       // one operand too many
	pc.push ->t, join                // a destination as the condition
	pc.push target                   // an undefined label
	pc.pop join                      // pc.pop takes nothing
join:
	BSTOP
	BSTART.STD FALL
	pc.push join                     // a SIMT form in a standard block
	pc.pop
	BSTOP
