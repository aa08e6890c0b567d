// Writes a generated benchmark source to a file, for timing the real command line (and llvm-mc)
// on the same kind of input the in-process benchmarks use.
//   gen_source wisa|amdgpu LINES OUTPUT
// Prints "lines instructions" on stdout so scripts can compute rates.
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "source_gen.h"

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s wisa|amdgpu LINES OUTPUT\n", argv[0]);
    return 2;
  }
  std::string_view kind = argv[1];
  char* end = nullptr;
  unsigned long long lines = std::strtoull(argv[2], &end, 10);
  if (!end || *end != '\0' || lines == 0) {
    std::fprintf(stderr, "%s: LINES must be a positive number, not '%s'\n", argv[0], argv[2]);
    return 2;
  }
  simtloom::bench::GeneratedSource src;
  if (kind == "wisa") src = simtloom::bench::generate_wisa_source(lines);
  else if (kind == "amdgpu") src = simtloom::bench::generate_amdgpu_source(lines);
  else {
    std::fprintf(stderr, "%s: unknown kind '%s' (use wisa or amdgpu)\n", argv[0], argv[1]);
    return 2;
  }
  std::FILE* f = std::fopen(argv[3], "wb");
  if (!f || std::fwrite(src.text.data(), 1, src.text.size(), f) != src.text.size() || std::fclose(f) != 0) {
    std::perror(argv[3]);
    return 1;
  }
  std::printf("%zu %zu\n", src.lines, src.instructions);
  return 0;
}
