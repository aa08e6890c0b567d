#include "cli/run/launch_session.h"

#include "cli/run/buffer_init.h"

namespace simtloom::cli::run {

std::vector<BufferData> buffer_table(const LaunchFile& L) {
  std::vector<BufferData> bufs;
  for (const auto& b : L.buffers) bufs.push_back({b.name, b.type, b.count, 0, {}});
  return bufs;
}

LaunchSession::LaunchSession(const RunnerEntry& entry, const RunInput& in) : in_(in), runner_(entry.make()), bufs_(buffer_table(in.launch)) {}

bool LaunchSession::prepare(DiagList& d) {
  if (!runner_->prepare(in_, d)) return false;
  for (size_t i = 0; i < bufs_.size(); ++i) {
    BufferData& b = bufs_[i];
    if (!initial_contents(in_.launch.buffers[i].init, *b.type, b.count, b.initial, d)) continue;
    b.addr = runner_->place(b.name, b.initial);
  }
  return !d.has_errors() && runner_->set_values(in_, bufs_, d);
}

std::vector<BufferDigest> LaunchSession::digests() {
  std::vector<BufferDigest> out;
  for (size_t i = 0; i < bufs_.size(); ++i) out.push_back({bufs_[i].name, digest_of(contents(i))});
  return out;
}

}  // namespace simtloom::cli::run
