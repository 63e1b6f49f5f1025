// fastdec/output/ann/parallel_for.hpp (internal): the few lines of threading
// the index builders need.
//
// parallel_for(count, threads, body) calls body(worker, index) once for every
// index in [0, count), on up to `threads` threads (worker < threads) taking
// indices in turn from a shared counter. Callers make each index's work
// independent of the others, so results do not depend on the thread count.
// The first exception thrown by a body is rethrown after all threads join.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

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
  for (std::size_t w = 1; w < workers; ++w) pool.emplace_back(run, w);
  run(0);
  for (std::thread& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace fastdec::detail
