; gfx11 s_version and s_setreg_imm32_b32; encodings checked against llvm-mc 19 -mcpu=gfx1100.
; s_version: the UC_VERSION_* names in expressions; printed as llvm-objdump 19 prints them.
	s_version 0
	s_version 0x1234
	s_version 0xffff
	s_version 65535
	s_version -1
	s_version -32768
	s_version UC_VERSION_GFX7
	s_version UC_VERSION_GFX10
	s_version UC_VERSION_GFX11
	s_version UC_VERSION_GFX12
	s_version UC_VERSION_W64_BIT
	s_version UC_VERSION_GFX11 | UC_VERSION_W32_BIT
	s_version UC_VERSION_GFX12|UC_VERSION_W64_BIT|UC_VERSION_W32_BIT|UC_VERSION_MDP_BIT
	s_version (UC_VERSION_GFX11|UC_VERSION_W64_BIT)|UC_VERSION_W32_BIT
	s_version 255|UC_VERSION_W64_BIT
	s_version UC_VERSION_GFX11 + 1
	s_version ~UC_VERSION_GFX11
	s_version 0x1006
	.set my_version, 5
	s_version my_version
; s_setreg_imm32_b32: the hwreg field, then a 32-bit constant in the next dword (any integer, its
; low 32 bits kept, as llvm-mc does)
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x12345678
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 5
	s_setreg_imm32_b32 hwreg(HW_REG_SHADER_CYCLES, 31, 1), 0
	s_setreg_imm32_b32 hwreg(63, 0, 32), 0xffffffff
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), -1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 64
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 65
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), -16
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), -17
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x80000000
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x100000000
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), -0x80000001
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x1234567890
	s_setreg_imm32_b32 0x1801, 7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x3f000000
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x3e22f983
; The float texts llvm-objdump prints for those (and the other inline floats' bits) are read as
; their single-precision bits, so that a listing reads back. llvm-mc 19 writes the low half of the
; float's double instead (0.5 -> 0, 0.15915494 -> 0x6725feed): these lines are simtloom's, not
; llvm-mc's bytes (Gfx11SetregImm32FloatsAreNotLlvmMcs checks llvm-mc still does so).
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0.5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), -4.0
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0.15915494
