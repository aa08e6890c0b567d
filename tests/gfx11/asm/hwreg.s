; gfx11 s_getreg_b32 / s_setreg_b32: hwreg(...) as llvm-mc 19 writes and reads it
	s_getreg_b32 s4, hwreg(HW_REG_MODE)
	s_getreg_b32 s4, hwreg(HW_REG_MODE, 1, 32)
	s_getreg_b32 s4, hwreg(5, 0, 1)
	s_getreg_b32 s4, hwreg(63, 31, 32)
	s_getreg_b32 s105, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s4
	s_getreg_b32 s4, 0x1234
