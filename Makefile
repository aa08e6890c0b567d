# The two commands a newcomer needs:  `make run`  and  `make test`.
# Each installs missing Debian packages, configures, builds, then runs.
BUILD      ?= build
BUILD_ASAN ?= build-asan
CMAKE_FLAGS ?=
JOBS ?= $(shell nproc)

.PHONY: all deps configure build run test asan-test fuzz bench docs clean gfx11-isa gfx11-sweep gfx11-bench

all: build

deps:
	@scripts/install-deps.sh

$(BUILD)/build.ninja: | deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS)

configure: $(BUILD)/build.ninja

build: configure
	cmake --build $(BUILD) -j $(JOBS)

# The flagship job: the SAXPY kernel on the default device, its checked result and statistics.
run: build
	scripts/flagship.sh $(BUILD)/simtloom

test: build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

# The sanitizer build runs every test but those labelled `data` (the descriptions' generators,
# whose outcome does not depend on the build: the release run has them).
asan-test: deps
	cmake -S . -B $(BUILD_ASAN) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSIMTLOOM_SANITIZE=ON
	cmake --build $(BUILD_ASAN) -j $(JOBS)
	ctest --test-dir $(BUILD_ASAN) --output-on-failure -j $(JOBS) -LE data

# libFuzzer targets (clang), each run for FUZZ_SECONDS.
FUZZ_SECONDS ?= 60
fuzz: deps
	scripts/fuzz.sh $(FUZZ_SECONDS)

bench: build
	scripts/bench.sh $(BUILD)
# gfx11-bench: simtloom vs llvm-mc / llvm-objdump 19 on 1M lines of clang 19 output.
gfx11-bench: build
	scripts/bench_gfx11.sh $(BUILD)/simtloom 1000000 clang

# Regenerates the committed manual under docs/.
docs: build
	cmake --build $(BUILD) --target manual

# Regenerates isa/gfx11/<family>.yaml (and the generated operand types in target.yaml) by asking
# llvm-mc 19 (tools/gfx11/gen_isa.py); review the diff and commit it. Not part of the build.
gfx11-isa:
	python3 tools/gfx11/gen_isa.py

# The long oracle comparison of the gfx11 families: every opcode with many more operand values and
# random words than the ctest run (GFX11_SWEEP scales the sample).
gfx11-sweep: build
	GFX11_SWEEP=20 $(BUILD)/tests/simtloom_tests --gtest_filter='Gfx11Families.*'

clean:
	rm -rf $(BUILD) $(BUILD_ASAN) build-fuzz

# sm90: rebuild the corpus cubins (CUDA toolkit 13) and re-learn isa/sm90 with nvdisasm
# (`make sm90-isa ONLY=LD,ST`: re-learn those mnemonics and keep the others' descriptions).
# sm90-flips: every learned variant's single-bit variations against nvdisasm (the full sweep;
# ctest's sm90_flips_match_nvdisasm runs a sample). sm90-bench: disassembly speed against nvdisasm.
.PHONY: sm90-isa sm90-measure sm90-flips sm90-bench
sm90-isa: build
	tools/sm90/build_corpus.sh
	python3 tools/sm90/solve.py --simtloom $(BUILD)/simtloom $(if $(ONLY),--only $(ONLY) --update)
sm90-measure: build
	python3 tools/sm90/measure.py --simtloom $(BUILD)/simtloom --by-opcode
sm90-flips: build
	python3 tools/sm90/flips.py --simtloom $(BUILD)/simtloom
sm90-bench: build
	bench/sm90_dis_vs_nvdisasm.sh $(BUILD)/simtloom 1000000
