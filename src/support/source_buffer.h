// The text of a source file, mapped from the page cache rather than copied into a zero-filled
// string: on a large input the copy and the zeroing were a fifth of the assembler's time.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace simtloom {

class SourceBuffer {
 public:
  SourceBuffer() = default;
  explicit SourceBuffer(std::string text) : owned_(std::move(text)) {}
  SourceBuffer(SourceBuffer&& o) noexcept { *this = std::move(o); }
  SourceBuffer& operator=(SourceBuffer&& o) noexcept;
  SourceBuffer(const SourceBuffer&) = delete;
  SourceBuffer& operator=(const SourceBuffer&) = delete;
  ~SourceBuffer() { unmap(); }

  // Reads `path`: mapped when it is a non-empty regular file, read to its end otherwise (pipes,
  // /dev/stdin). On failure returns false and sets `error` to what went wrong ("No such file...").
  bool open(const std::string& path, std::string& error);

  std::string_view view() const { return mapped_ ? std::string_view(mapped_, mapped_size_) : std::string_view(owned_); }

 private:
  void unmap();
  std::string owned_;
  const char* mapped_ = nullptr;
  size_t mapped_size_ = 0;
};

}  // namespace simtloom
