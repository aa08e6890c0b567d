; gfx11 hwreg(...): what llvm-mc 19 refuses, with its messages at its columns
	s_getreg_b32 s4, hwreg(HW_REG_MODE, 0)
	s_getreg_b32 s4, hwreg(HW_REG_FOO)
	s_getreg_b32 s4, hwreg(64)
	s_getreg_b32 s4, hwreg(1, 32, 1)
	s_getreg_b32 s4, hwreg(1, 0, 33)
	s_getreg_b32 s4, hwreg(1, 0, 0)
	s_getreg_b32 s4, hwreg(1 0 1)
	s_getreg_b32 s4, hwreg(HW_REG_MODE
	s_getreg_b32 s4, 65536
