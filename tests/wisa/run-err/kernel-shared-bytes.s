// A kernel asking for more shared memory than a workgroup has (the limit is 1 MiB).
	.text
	.kernel big
	.shared_bytes 0x200000
	endpgm
	.end
