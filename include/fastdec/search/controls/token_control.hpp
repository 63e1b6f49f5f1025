// fastdec/search/controls/token_control.hpp: the seam for decoding controls
// that act on a row's tokens, and their compile-time list.
//
// A token control is a value type built from the search's options and the
// output vocabulary's size (it validates its own option there). The search
// calls its hooks; TokenControl gives every hook a default that does nothing,
// so a control derives from it and defines what it needs:
//
//   active(searching)     whether it acts in this batch (scoring a given
//                         target, searching = false, most controls do not)
//   bytes / reserve       its buffers, sized when a batch begins (the step
//                         loop allocates nothing)
//   begin_step(rows)      per-step work on each row's hypothesis
//   removed_at_most(r, n) how many of row r's best tokens it may remove or
//                         worsen: the search asks the output layer for that
//                         many more, so every layer works unchanged
//   most_removed(longest) a bound on that over every row, for the reservation
//   may_empty_rows        whether it can leave a row without a token (the
//                         row then takes EOS: docs/beam-search.md)
//   allowed(r, n, token)  a filter: false removes `token` from row r, whose
//                         hypothesis holds n tokens
//   adjusts / adjust      rewrites a row's scored tokens (after the filters;
//                         the search re-sorts the row best first)
//   added(parent, token)  a history node was added (its index is the count
//                         of earlier ones), for controls that index hypotheses
//
// TokenControls<C...> runs a list of them in order, as Prune<Rule...> runs
// pruning rules; search/controls/default_controls.hpp lists those
// SearchOptions configures. A control that is off costs a branch per hook.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <tuple>
#include <type_traits>

#include "fastdec/core/types.hpp"
#include "fastdec/search/history.hpp"
#include "fastdec/search/options.hpp"

namespace fastdec {

// The batch a control sizes its buffers for, when the batch begins.
struct ControlShape {
  std::size_t rows = 0;     // the widest step
  std::size_t history = 0;  // hypothesis tokens of every sentence
  std::size_t longest = 0;  // the longest length limit
};

// One step's rows as a control sees them.
struct StepRows {
  const HypothesisHistory& history;
  std::span<const std::uint32_t> last_node;  // each row's last node (no_node: none yet)
};

struct TokenControl {
  std::size_t bytes(const ControlShape&) const noexcept { return 0; }
  void reserve(const ControlShape&) {}
  void begin_step(const StepRows&) {}
  std::size_t removed_at_most(std::size_t /*row*/, std::size_t /*length*/) const noexcept {
    return 0;
  }
  std::size_t most_removed(std::size_t /*longest*/) const noexcept { return 0; }
  bool may_empty_rows() const noexcept { return false; }
  bool allowed(std::size_t /*row*/, std::size_t /*length*/, TokenId /*token*/) const noexcept {
    return true;
  }
  static constexpr bool adjusts = false;
  void adjust(std::size_t /*row*/, std::span<ScoredToken> /*best_first*/) const {}
  void added(std::uint32_t /*parent*/, TokenId /*token*/) {}
};

template <class C>
concept TokenControlType = std::derived_from<C, TokenControl> &&
    std::constructible_from<C, const SearchOptions&, std::size_t> &&
    requires(const C& control, bool searching) {
  { control.active(searching) } -> std::same_as<bool>;
};

template <TokenControlType... Controls>
class TokenControls {
 public:
  TokenControls(const SearchOptions& options, std::size_t vocab_size)
      : controls_(Controls(options, vocab_size)...) {}

  // Which controls act in this batch; call before bytes() and reserve().
  void begin_batch(bool searching) {
    std::size_t i = 0;
    std::apply([&](const auto&... c) { ((on_[i++] = c.active(searching)), ...); }, controls_);
    any_on_ = std::find(std::begin(on_), std::end(on_), true) != std::end(on_);
  }

  std::size_t bytes(const ControlShape& shape) const {
    std::size_t total = 0;
    each([&](const auto& c) { total += c.bytes(shape); });
    return total;
  }
  void reserve(const ControlShape& shape) {
    each([&](auto& c) { c.reserve(shape); });
  }
  void begin_step(const StepRows& rows) {
    each([&](auto& c) { c.begin_step(rows); });
  }
  std::size_t removed_at_most(std::size_t row, std::size_t length) const {
    std::size_t total = 0;
    each([&](const auto& c) { total += c.removed_at_most(row, length); });
    return total;
  }
  std::size_t most_removed(std::size_t longest) const {
    std::size_t total = 0;
    each([&](const auto& c) { total += c.most_removed(longest); });
    return total;
  }
  bool may_empty_rows() const {
    bool any = false;
    each([&](const auto& c) { any = any || c.may_empty_rows(); });
    return any;
  }
  bool allowed(std::size_t row, std::size_t length, TokenId token) const {
    if (!any_on_) return true;
    bool allowed = true;
    each([&](const auto& c) { allowed = allowed && c.allowed(row, length, token); });
    return allowed;
  }
  // Whether any of a row's scored tokens (best first) is allowed.
  bool has_allowed(std::size_t row, std::size_t length, std::span<const ScoredToken> scored) const {
    for (const ScoredToken& item : scored) {
      if (item.token == no_token) return false;
      if (allowed(row, length, item.token)) return true;
    }
    return false;
  }
  // Rewrites the rows' scores where a control adjusts them; each row stays
  // best first.
  void adjust(std::span<ScoredToken> scored, std::size_t rows) const {
    if constexpr ((Controls::adjusts || ...)) {
      bool any = false;
      each([&](const auto& c) { any = any || std::decay_t<decltype(c)>::adjusts; });
      if (!any || rows == 0) return;
      const std::size_t k = scored.size() / rows;
      for (std::size_t r = 0; r < rows; ++r) {
        const std::span<ScoredToken> row = scored.subspan(r * k, k);
        each([&](const auto& c) { c.adjust(r, row); });
        // Unused slots (no_token) go last; real tokens are distinct, so the
        // order is total (std::sort: std::stable_sort would allocate).
        std::sort(row.begin(), row.end(), [](const ScoredToken& a, const ScoredToken& b) {
          const bool a_unused = a.token == no_token, b_unused = b.token == no_token;
          if (a_unused || b_unused) return !a_unused && b_unused;
          return ranks_before(a, b);
        });
      }
    } else {
      (void)scored, (void)rows;
    }
  }
  void added(std::uint32_t parent, TokenId token) {
    each([&](auto& c) { c.added(parent, token); });
  }

  template <class C>
  const C& get() const noexcept {
    return std::get<C>(controls_);
  }

 private:
  // Calls f on every control that is on in this batch, in list order.
  template <class F>
  void each(F&& f) const {
    std::size_t i = 0;
    std::apply([&](const auto&... c) { ((on_[i++] ? f(c) : void()), ...); }, controls_);
  }
  template <class F>
  void each(F&& f) {
    std::size_t i = 0;
    std::apply([&](auto&... c) { ((on_[i++] ? f(c) : void()), ...); }, controls_);
  }

  std::tuple<Controls...> controls_;
  bool on_[sizeof...(Controls) + 1] = {};
  bool any_on_ = false;
};

}  // namespace fastdec
