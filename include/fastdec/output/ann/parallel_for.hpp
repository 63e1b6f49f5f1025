// fastdec/output/ann/parallel_for.hpp (internal): the few lines of threading
// the index builders need.
//
// parallel_for(count, threads, body) calls body(worker, index) once for every
// index in [0, count), on up to `threads` threads (worker < threads) taking
// indices in turn from a shared counter. Callers make each index's work
// independent of the others, so results do not depend on the thread count.
// The first exception thrown by a body is rethrown after all threads join;
// a thread that cannot be started is a fastdec::error, raised after the
// threads already running have joined.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "fastdec/core/error.hpp"

namespace fastdec {

// The most build threads an index's options may ask for (HnswBuildOptions,
// WtaLshOptions). Each HNSW build thread keeps a vocabulary-sized scratch, and
// every thread costs a stack: a larger count is a mistake, not a machine.
inline constexpr std::size_t max_build_threads = 1024;

}  // namespace fastdec

namespace fastdec::detail {

// 0 means every hardware thread.
inline std::size_t resolve_threads(std::size_t threads) {
  if (threads != 0) return threads;
  return std::max<std::size_t>(1, std::thread::hardware_concurrency());
}

template <class Body>
void parallel_for(std::size_t count, std::size_t threads, Body&& body) {
  const std::size_t workers = std::min(threads, count);
  if (workers <= 1) {
    for (std::size_t i = 0; i < count; ++i) body(std::size_t{0}, i);
    return;
  }
  std::atomic<std::size_t> next{0};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  auto run = [&](std::size_t worker) {
    try {
      for (std::size_t i = next.fetch_add(1); i < count; i = next.fetch_add(1)) body(worker, i);
    } catch (...) {
      const std::lock_guard<std::mutex> lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      next.store(count);
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(workers - 1);
  std::size_t started = 1;
  std::string start_failure;
  try {
    for (; started < workers; ++started) pool.emplace_back(run, started);
  } catch (const std::exception& e) {  // std::system_error, or std::bad_alloc for its state
    next.store(count);  // the running threads stop; joinable threads must not be destroyed
    start_failure = e.what();
  }
  if (start_failure.empty()) run(0);
  for (std::thread& t : pool) t.join();
  FASTDEC_REQUIRE(start_failure.empty(), "parallel_for: could not start thread ", started + 1,
                  " of ", workers, " (", start_failure, "); ask for fewer threads.");
  if (failure) std::rethrow_exception(failure);
}

}  // namespace fastdec::detail
