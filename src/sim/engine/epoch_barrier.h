// The barrier between the timing model's epochs (timing.cpp): the last thread to arrive runs the
// boundary, then releases the others. Epochs are short (tens of microseconds of work), so a
// waiting thread first spins, then yields its processor, and only then sleeps: a thread that
// sleeps at every boundary pays a wake-up each time, which on a busy machine is often longer
// than the epoch.
#pragma once
#include <atomic>
#include <thread>

namespace simtloom::sim {

class EpochBarrier {
 public:
  explicit EpochBarrier(unsigned threads) : threads_(threads) {}

  template <class Last>
  void arrive_and_wait(Last&& last) {
    const unsigned gen = gen_.load(std::memory_order_acquire);
    if (arrived_.fetch_add(1, std::memory_order_acq_rel) + 1 == threads_) {
      last();
      arrived_.store(0, std::memory_order_relaxed);
      gen_.store(gen + 1, std::memory_order_release);
      gen_.notify_all();
      return;
    }
    for (unsigned i = 0; gen_.load(std::memory_order_acquire) == gen; ++i) {
      if (i < 256) relax();
      else if (i < 4096) std::this_thread::yield();
      else gen_.wait(gen, std::memory_order_acquire);
    }
  }

 private:
  static void relax() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
  }
  const unsigned threads_;
  std::atomic<unsigned> arrived_{0}, gen_{0};
};

}  // namespace simtloom::sim
