; gfx11 s_version and s_setreg_imm32_b32: what llvm-mc 19 refuses, with its messages at its columns.
; (A name llvm-mc does not define, UC_VERSION_W32 or UC_VERSION_GFX8, is an undefined symbol to
; simtloom, where llvm-mc says "invalid operand for instruction": not compared here.)
	s_version 0x10000
	s_version -32769
	s_version
	s_version UC_VERSION_MDP_BIT << 1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE)
	s_setreg_imm32_b32
	s_setreg_imm32_b32 hwreg(HW_REG_FOO), 1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 33), 1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 32, 1), 1
	s_setreg_imm32_b32 0x10000, 1
