// Relocation specifiers written wrong (the object-level checks llvm-mc makes only when it writes
// an object): an unknown one, arithmetic the linker cannot do, a specifier on an operand with no
// literal, in a symbol's definition, and one too wide for .long.
f:
	s_add_u32 s0, s0, f@rel33@lo
	s_add_u32 s0, s0, f@rel32@lo*2
	s_add_u32 s0, s0, -f@rel32@lo
	s_add_u32 s0, s0, f@rel32@lo+f@rel32@hi
	s_waitcnt_vscnt null, f@abs32@lo
	x = f@abs32@lo
	s_mov_b32 s0, x
	.long f@rel64
