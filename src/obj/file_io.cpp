// Whole-file input and atomic output. Output goes to `<path>.tmp.<pid>` and is renamed into place
// only once every byte is written and flushed, so a reader (or a build system comparing
// timestamps) never sees a half-written object, and a failure leaves the old file untouched.
// Only regular files are replaced so: a symbolic link's target is, and a device node or FIFO is
// written through; `-` is standard output.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fmt/format.h>

#include "obj/file_io.h"
#include "obj/object.h"

namespace simtloom::obj {
namespace {

std::string errno_text(int err) { return std::strerror(err); }

// Closes the descriptor on every path out of a function.
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  ~FileDescriptor() { close(); }
  int get() const { return fd_; }
  bool valid() const { return fd_ >= 0; }
  // Returns the errno of a failed close (0 on success): on some file systems a write error is
  // only reported here, and the output must not be renamed into place then.
  int close() {
    if (fd_ < 0) return 0;
    int rc = ::close(fd_);
    fd_ = -1;
    return rc == 0 ? 0 : errno;
  }

 private:
  int fd_;
};

// Writes all of `data`, retrying after interrupted and partial writes; returns 0 or an errno.
int write_all(int fd, const uint8_t* data, size_t size) {
  while (size > 0) {
    ssize_t n = ::write(fd, data, size);
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    data += n;
    size -= static_cast<size_t>(n);
  }
  return 0;
}

}  // namespace

std::optional<std::vector<uint8_t>> read_file_bytes(const std::string& path, DiagList& diags) {
  FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (!fd.valid()) {
    diags.error({path, 0, 0}, fmt::format("cannot open '{}' for reading: {}", path, errno_text(errno)), {},
                "check that the path is right and the file is readable");
    return std::nullopt;
  }
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0 || S_ISDIR(st.st_mode)) {
    diags.error({path, 0, 0}, fmt::format("cannot read '{}': {}", path, S_ISDIR(st.st_mode) ? "it is a directory" : errno_text(errno)),
                {}, "name a regular file");
    return std::nullopt;
  }
  // Read until end of file rather than trusting st_size, so pipes and /dev/stdin work too.
  std::vector<uint8_t> bytes;
  bytes.reserve(S_ISREG(st.st_mode) ? static_cast<size_t>(st.st_size) : 0);
  uint8_t chunk[65536];
  for (;;) {
    ssize_t n = ::read(fd.get(), chunk, sizeof chunk);
    if (n < 0) {
      if (errno == EINTR) continue;
      diags.error({path, 0, 0}, fmt::format("error reading '{}': {}", path, errno_text(errno)), {},
                  "check that the file is readable and the device is healthy");
      return std::nullopt;
    }
    if (n == 0) break;
    bytes.insert(bytes.end(), chunk, chunk + n);
  }
  return bytes;
}

namespace {

// Writes into something that is not a regular file (a device node, a FIFO, standard output)
// as it is: renaming a file over /dev/null would replace the device.
bool write_through(const std::string& path, int fd, const void* data, size_t size, DiagList& diags) {
  int err = write_all(fd, static_cast<const uint8_t*>(data), size);
  if (err) {
    diags.error({path, 0, 0}, fmt::format("cannot write '{}': {}", path, errno_text(err)), {},
                "check that the device or pipe accepts output (and, for a disk, its free space)");
    return false;
  }
  return true;
}

// The file a path names once its symbolic links are followed (the link stays; what it points at
// is replaced), or the path itself when it is not a link. Relative link targets are relative to
// the link's directory.
std::string follow_links(const std::string& path) {
  std::string p = path;
  for (int depth = 0; depth < 40; ++depth) {
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return p;
    std::string target(static_cast<size_t>(st.st_size > 0 ? st.st_size : 4096), '\0');
    ssize_t n = ::readlink(p.c_str(), target.data(), target.size());
    if (n < 0) return p;
    target.resize(static_cast<size_t>(n));
    auto slash = p.rfind('/');
    p = (target.starts_with('/') || slash == std::string::npos) ? target : p.substr(0, slash + 1) + target;
  }
  return p;
}

}  // namespace

bool same_file(const std::string& a, const std::string& b) {
  struct stat sa {}, sb {};
  return ::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

bool write_file_atomic(const std::string& requested, const void* data, size_t size, DiagList& diags) {
  if (requested == "-") return write_through("<stdout>", STDOUT_FILENO, data, size, diags);
  const std::string path = follow_links(requested);
  struct stat st {};
  bool exists = ::stat(path.c_str(), &st) == 0;
  if ((exists && S_ISDIR(st.st_mode)) || path.ends_with('/')) {
    diags.error({requested, 0, 0}, fmt::format("cannot write '{}': it is a directory", requested), {}, "name a file to write");
    return false;
  }
  if (exists && !S_ISREG(st.st_mode)) {
    FileDescriptor out(::open(path.c_str(), O_WRONLY | O_CLOEXEC));
    if (!out.valid()) {
      diags.error({requested, 0, 0}, fmt::format("cannot open '{}' for writing: {}", requested, errno_text(errno)), {},
                  "check the permissions of the device or pipe");
      return false;
    }
    return write_through(requested, out.get(), data, size, diags);
  }
  const std::string temp = fmt::format("{}.tmp.{}", path, ::getpid());
  FileDescriptor fd(::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666));
  if (!fd.valid()) {
    // Named by the file asked for: the temporary's name (with the process id) means nothing to the user.
    diags.error({requested, 0, 0}, fmt::format("cannot create '{}': {}", requested, errno_text(errno)), {},
                "check that the output directory exists and is writable");
    return false;
  }
  auto fail = [&](const char* what, int err) {
    fd.close();
    ::unlink(temp.c_str());
    diags.error({requested, 0, 0}, fmt::format("cannot write '{}': {} failed: {}", requested, what, errno_text(err)), {},
                "check free disk space and permissions; the previous file, if any, was left unchanged");
    return false;
  };
  // A file that is replaced keeps its permissions (an executable script stays executable).
  if (exists && ::fchmod(fd.get(), st.st_mode & 07777) != 0) return fail("chmod", errno);
  if (int err = write_all(fd.get(), static_cast<const uint8_t*>(data), size)) return fail("write", err);
  if (::fsync(fd.get()) != 0 && errno != EINVAL && errno != EROFS) return fail("fsync", errno);
  if (int err = fd.close()) return fail("close", err);
  if (::rename(temp.c_str(), path.c_str()) != 0) return fail("rename", errno);
  return true;
}

}  // namespace simtloom::obj
