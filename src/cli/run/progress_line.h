// "workgroup N of M (P%)" on the terminal for long launches, functional or timing mode
// (sim::Device::progress): every runner shows the same line.
#pragma once
#include <chrono>
#include <cstdint>
#include <cstdio>

namespace simtloom::cli::run {

// Redrawn at most twice a second once a launch has run for a second, and erased when it ends
// (done == total, or (0, 0) after the launch): long runs show they are moving, short ones stay quiet.
class ProgressLine {
 public:
  void operator()(uint64_t done, uint64_t total) {
    auto now = std::chrono::steady_clock::now();
    if (start_ > now) start_ = now, shown_ = false;  // the first call of a launch
    if (done == total) {
      if (shown_) std::fputs("\r\033[K", stderr);
      shown_ = false;
      start_ = std::chrono::steady_clock::time_point::max();  // the next launch starts afresh
      return;
    }
    if (now - start_ < std::chrono::seconds(1) || now - last_ < std::chrono::milliseconds(500)) return;
    last_ = now;
    shown_ = true;
    std::fprintf(stderr, "\r\033[Kworkgroup %llu of %llu (%.1f%%)", static_cast<unsigned long long>(done), static_cast<unsigned long long>(total),
                 100.0 * static_cast<double>(done) / static_cast<double>(total));
  }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::time_point::max(), last_{};
  bool shown_ = false;
};

}  // namespace simtloom::cli::run
