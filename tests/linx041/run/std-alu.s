// Standard (STD) blocks, the 32-bit ALU, immediate, compare and upper-immediate instructions on
// 5-bit operands (globals by ABI name, t#1..t#4 / u#1..u#4; results to ->t, ->u or =>Rd).
// Expected values worked out by hand: a0 = 100, a1 = -7, a2 = 4.
	.text
	BSTART.STD FALL                  // @in a0 = 100   @in a1 = {i64: -7}   @in a2 = 4
	add a0, a1, =>s0                 // @global s0: i64 == 93
	sub a0, a1, =>s1                 // @global s1: i64 == 107
	and a0, a1, ->t                  // t#1 = 96
	or a0, a1, ->t                   // t#1 = -3, t#2 = 96
	xor t#1, t#2, =>s2               // @global s2: i64 == -99 -- (100 | -7) ^ (100 & -7)
	srl a1, a2, =>s3                 // @global s3: u64 == 1152921504606846975 -- (2^64 - 7) >> 4, logical
	sra a1, a2, =>s4                 // @global s4: i64 == -1
	sll a0, a2, =>s5                 // @global s5: u64 == 1600
	mul a0, a1, =>s6                 // @global s6: i64 == -700
	addi a0, -1, ->u                 // u#1 = 99
	andi u#1, 0xf, ->u               // u#1 = 3, u#2 = 99
	xori u#1, 1, ->u                 // u#1 = 2
	ori u#1, 8, ->u                  // u#1 = 10
	subi u#1, 3, =>s7                // @global s7: u64 == 7 -- addi andi xori ori subi on the U queue
	srli a1, 60, =>s8                // @global s8: u64 == 15
	srai a1, 1, =>x0                 // @global x0: i64 == -4
	slli a0, 3, =>x1                 // @global x1: u64 == 800
	cmp.lt a1, a0, ->t               // t#1 = 1 (signed)
	cmp.ltu a1, a0, ->t              // t#1 = 0 (unsigned), t#2 = 1
	cmp.eqi a0, 100, ->t             // t#1 = 1
	slli t#2, 1, ->t                 // t#1 = 0
	slli t#4, 2, ->t                 // t#1 = 4 (t#4 = the signed compare's 1)
	or t#1, t#3, ->t                 // t#1 = 5 (cmp.eqi's 1)
	or t#1, t#3, =>x2                // @global x2: u64 == 5 -- cmp.lt 1 (<< 2), cmp.ltu 0, cmp.eqi 1
	lui 0x12345, ->t
	lui -1, =>x3                     // @global x3: u64 == 0xfffffffffffff000 -- lui -1 sign-extends
	addi t#1, 0x678, =>ra            // @global ra: u64 == 0x12345678
	C.BSTOP
