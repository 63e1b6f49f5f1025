// fastdec/models/transformer_part_times.hpp: where a TransformerModel's
// time goes, part by part, and the timing observers that fill it: a
// compile-time policy of the model (its Timer parameter), so an untimed
// model carries no clock reads and no branches for them.
//
//   TransformerModel<G> model(weights);                                   // NoPartTimes
//   TransformerModel<G, ParentFollowingStore, PartClock> timed(weights);  // clocks each part
//   ... decode ...; search.model_state().times().self_attention        // seconds
//
// The model calls timer.start() when encode() or step() begins and
// timer.lap(times, &TransformerPartTimes::part) when a part ends: a lap adds
// the time since the previous one to that part. A timer is one State's:
// not thread-safe.
#pragma once

#include <chrono>
#include <concepts>
#include <cstddef>

namespace fastdec {

// Seconds spent in each part of the model, summed over encode() and step()
// calls since the State was made (with PartClock; NoPartTimes leaves them 0).
struct TransformerPartTimes {
  double encoder = 0;            // encode(): the encoder and the cross-attention keys/values
  double cache_upkeep = 0;       // step(): the cache's and the rows' parents followed
  double self_projections = 0;   // query, key, value and output products of self-attention
  double self_attention = 0;     // scores, softmax and weighted values over the cache
  double cross_projections = 0;  // query and output products of cross-attention
  double cross_attention = 0;    // scores, softmax and weighted values over the source
  double feed_forward = 0;       // both products and the activation
  double other = 0;              // embeddings, layer norms, residuals
  std::size_t steps = 0;         // counted by every timer
  std::size_t step_rows = 0;     // rows summed over steps

  double step_seconds() const noexcept {
    return cache_upkeep + self_projections + self_attention + cross_projections + cross_attention +
           feed_forward + other;
  }
};

template <class T>
concept PartTimer = requires(T& timer, TransformerPartTimes& times) {
  timer.start();
  timer.lap(times, &TransformerPartTimes::other);
};

// The default: no clock read; the calls compile to nothing.
struct NoPartTimes {
  void start() noexcept {}
  void lap(TransformerPartTimes&, double TransformerPartTimes::*) noexcept {}
};

// A steady clock read per lap (a few per layer and step): where a decode's
// time goes (examples/evaluate.cpp's part table).
class PartClock {
 public:
  void start() noexcept { last_ = std::chrono::steady_clock::now(); }
  void lap(TransformerPartTimes& times, double TransformerPartTimes::*part) noexcept {
    const auto now = std::chrono::steady_clock::now();
    times.*part += std::chrono::duration<double>(now - last_).count();
    last_ = now;
  }

 private:
  std::chrono::steady_clock::time_point last_;
};

static_assert(PartTimer<NoPartTimes>);
static_assert(PartTimer<PartClock>);

}  // namespace fastdec
