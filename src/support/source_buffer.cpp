#include "support/source_buffer.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace simtloom {

SourceBuffer& SourceBuffer::operator=(SourceBuffer&& o) noexcept {
  if (this == &o) return *this;
  unmap();
  owned_ = std::move(o.owned_);
  mapped_ = o.mapped_;
  mapped_size_ = o.mapped_size_;
  o.mapped_ = nullptr;
  o.mapped_size_ = 0;
  return *this;
}

void SourceBuffer::unmap() {
  if (mapped_) ::munmap(const_cast<char*>(mapped_), mapped_size_);
  mapped_ = nullptr;
  mapped_size_ = 0;
}

bool SourceBuffer::open(const std::string& path, std::string& error) {
  unmap();
  owned_.clear();
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    error = std::strerror(errno);
    return false;
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)) {
    error = S_ISDIR(st.st_mode) ? "it is a directory" : std::strerror(errno);
    ::close(fd);
    return false;
  }
  if (S_ISREG(st.st_mode) && st.st_size > 0) {
    // MAP_POPULATE maps every page now, in one system call, instead of one fault per page later.
    void* p = ::mmap(nullptr, static_cast<size_t>(st.st_size), PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (p != MAP_FAILED) {
      ::close(fd);
      mapped_ = static_cast<const char*>(p);
      mapped_size_ = static_cast<size_t>(st.st_size);
      return true;
    }
  }
  char chunk[65536];
  for (;;) {
    ssize_t n = ::read(fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      error = std::strerror(errno);
      ::close(fd);
      owned_.clear();
      return false;
    }
    if (n == 0) break;
    owned_.append(chunk, static_cast<size_t>(n));
  }
  ::close(fd);
  return true;
}

}  // namespace simtloom
