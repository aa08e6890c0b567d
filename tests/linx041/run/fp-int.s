// FP-block integer instructions (64-bit): max maxu min minu, div divu rem remu (signed division
// rounds toward zero, the remainder has the sign of a), csel (d = a when c != 0), rev16 rev32
// rev64 (bytes reversed in each 16-, 32- or 64-bit part), ctz and clz (64 for 0), and ssrset
// of LB2 (read back with loop.get). Inputs are globals; results go to globals. Values are kept
// exact in binary64 because the checks of globals compare as numbers.
	.text
	BSTART.FP FALL                   // @in a0 = {i64: -5}   @in a1 = 3   @in a3 = 0   @in a4 = {u64: 0x7fffffffffffffff}   @in a5 = 0x12345678
	max a0, a1, =>s0                 // @global s0: i64 == 3 -- signed
	maxu a0, a1, =>s1                // @global s1: i64 == -5 -- unsigned: 0xffff_ffff_ffff_fffb is the larger
	min a0, a1, =>s2                 // @global s2: i64 == -5
	minu a0, a1, =>s3                // @global s3: i64 == 3
	div a0, a1, =>s4                 // @global s4: i64 == -1 -- -5 / 3 rounded toward zero
	divu a0, a4, =>s5                // @global s5: u64 == 1 -- (2^64 - 5) / (2^63 - 1) = 1, remainder 2^63 - 4 (signed: 0)
	rem a0, a1, =>s6                 // @global s6: i64 == -2 -- -5 rem 3: the sign of a
	remu a0, a1, =>s7                // @global s7: u64 == 2 -- (2^64 - 5) mod 3
	csel a3, a0, a1, =>s8            // @global s8: i64 == 3 -- c = 0: b
	rev16 a5, =>x0                   // @global x0: u64 == 0x34127856 -- 0x12345678: bytes swapped in each halfword
	rev32 a5, =>x1                   // @global x1: u64 == 0x78563412
	rev64 a5, =>x2                   // @global x2: u64 == 0x7856341200000000
	ctz a3, =>x3                     // @global x3: u64 == 64 -- 64 when a is 0
	clz a3, =>a2                     // @global a2: u64 == 64
	ctz a5, =>a7                     // @global a7: u64 == 3
	clz a5, =>ra                     // @global ra: u64 == 35 -- the highest 1 of 0x12345678 is bit 28
	csel a1, a0, a1, =>sp            // @global sp: i64 == -5 -- c != 0: a
	ssrset a1, LB2                   // write LB2 = 3 (it starts as 1)
	loop.get LB2, =>a6               // @global a6: u64 == 3 -- ssrset wrote the system register
	BSTOP
