// examples/support/workers.hpp: the threads of translate, evaluate and the
// decoder benchmark: each thread runs one function (its own search), takes
// batches from a shared queue, and the first exception any thread throws is
// rethrown by join() after the others stop. And the CPU clocks the programs
// report next to wall time (a busy machine slows the wall clock, not these).
#pragma once

#include <time.h>

#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace fastdec::examples {

// Hands out indices [0, count) to whichever thread asks next.
class BatchQueue {
 public:
  explicit BatchQueue(std::size_t count) : count_(count) {}
  // The next index, or false when there is none left (or stop() was called).
  bool next(std::size_t& index) {
    index = next_.fetch_add(1);
    return index < count_;
  }
  void stop() { next_ = count_; }
  std::size_t count() const { return count_; }

 private:
  std::size_t count_;
  std::atomic<std::size_t> next_{0};
};

// `threads` threads, each running work(thread_index). A failing thread stops
// `queue` (if given), so the others finish their batch and return, then
// calls on_failure (if given) once failed() is true.
class Workers {
 public:
  Workers(std::size_t threads, std::function<void(std::size_t)> work, BatchQueue* queue = nullptr,
          std::function<void()> on_failure = {})
      : work_(std::move(work)), queue_(queue), on_failure_(std::move(on_failure)) {
    for (std::size_t t = 0; t < threads; ++t) threads_.emplace_back([this, t] { run(t); });
  }
  Workers(const Workers&) = delete;
  Workers& operator=(const Workers&) = delete;
  ~Workers() {
    for (std::thread& thread : threads_)
      if (thread.joinable()) thread.join();
  }

  bool failed() const { return failed_.load(); }

  // Waits for every thread; rethrows the first exception one threw.
  void join() {
    for (std::thread& thread : threads_) thread.join();
    if (failure_) std::rethrow_exception(failure_);
  }

 private:
  void run(std::size_t t) {
    try {
      work_(t);
    } catch (...) {
      {
        const std::lock_guard lock(mutex_);
        if (!failure_) failure_ = std::current_exception();
        failed_ = true;
      }
      if (queue_ != nullptr) queue_->stop();
      if (on_failure_) on_failure_();
    }
  }

  std::function<void(std::size_t)> work_;
  BatchQueue* queue_;
  std::function<void()> on_failure_;
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::exception_ptr failure_;
  std::atomic<bool> failed_{false};
};

inline double clock_seconds(clockid_t clock) {
  timespec t{};
  clock_gettime(clock, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}
// CPU time of the whole process (every thread) and of the calling thread.
inline double process_cpu_seconds() { return clock_seconds(CLOCK_PROCESS_CPUTIME_ID); }
inline double thread_cpu_seconds() { return clock_seconds(CLOCK_THREAD_CPUTIME_ID); }

}  // namespace fastdec::examples
