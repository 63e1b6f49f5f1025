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

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>

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

namespace detail {

// A control of a TokenControls list, with whether it acts in this batch.
template <class C>
struct SwitchedControl : C {
  using C::C;
  bool on = false;
};

// Whether `a` goes before `b` in a row: best first, unused slots last.
constexpr bool row_order(const ScoredToken& a, const ScoredToken& b) noexcept {
  const bool a_unused = a.token == no_token, b_unused = b.token == no_token;
  if (a_unused || b_unused) return !a_unused && b_unused;
  return ranks_before(a, b);
}

}  // namespace detail

// The controls are bases, and every hook is one fold expression over them, so
// a list costs the compiler little more than its controls' own hooks.
template <TokenControlType... Controls>
class TokenControls : private detail::SwitchedControl<Controls>... {
  template <class C>
  using Slot = detail::SwitchedControl<C>;

 public:
  TokenControls(const SearchOptions& options, std::size_t vocab_size)
      : Slot<Controls>(options, vocab_size)... {}

  // Which controls act in this batch; call before bytes() and reserve().
  void begin_batch(bool searching) {
    ((static_cast<Slot<Controls>&>(*this).on = this->Slot<Controls>::active(searching)), ...);
    any_on_ = (static_cast<const Slot<Controls>&>(*this).on || ... || false);
  }

  // Whether any control acts in this batch (after begin_batch).
  bool any_on() const noexcept { return any_on_; }

  std::size_t bytes(const ControlShape& shape) const {
    return (std::size_t{0} + ... + (on<Controls>() ? this->Slot<Controls>::bytes(shape) : 0));
  }
  void reserve(const ControlShape& shape) {
    ((on<Controls>() ? this->Slot<Controls>::reserve(shape) : void()), ...);
  }
  void begin_step(const StepRows& rows) {
    ((on<Controls>() ? this->Slot<Controls>::begin_step(rows) : void()), ...);
  }
  std::size_t removed_at_most(std::size_t row, std::size_t length) const {
    return (std::size_t{0} + ... +
            (on<Controls>() ? this->Slot<Controls>::removed_at_most(row, length) : 0));
  }
  std::size_t most_removed(std::size_t longest) const {
    return (std::size_t{0} + ... +
            (on<Controls>() ? this->Slot<Controls>::most_removed(longest) : 0));
  }
  bool may_empty_rows() const {
    return ((on<Controls>() && this->Slot<Controls>::may_empty_rows()) || ... || false);
  }
  bool allowed(std::size_t row, std::size_t length, TokenId token) const {
    return !any_on_ ||
           ((!on<Controls>() || this->Slot<Controls>::allowed(row, length, token)) && ... && true);
  }
  // Whether any of a row's scored tokens (best first) is allowed.
  bool has_allowed(std::size_t row, std::size_t length, std::span<const ScoredToken> scored) const {
    for (const ScoredToken& item : scored) {
      if (item.token == no_token) return false;
      if (allowed(row, length, item.token)) return true;
    }
    return false;
  }
  // Rewrites the rows' scores where a control adjusts them, and puts each
  // row back best first.
  void adjust(std::span<ScoredToken> scored, std::size_t rows) const {
    if constexpr ((Controls::adjusts || ... || false)) {
      if (!((Controls::adjusts && on<Controls>()) || ...) || rows == 0) return;
      const std::size_t k = scored.size() / rows;
      for (std::size_t r = 0; r < rows; ++r) {
        const std::span<ScoredToken> row = scored.subspan(r * k, k);
        ((Controls::adjusts && on<Controls>() ? this->Slot<Controls>::adjust(r, row) : void()),
         ...);
        // An insertion sort: adjusters only lower a few tokens, so the row is
        // nearly in order and each lowered token moves down alone (no
        // allocation, and half a second less to compile than std::sort).
        for (std::size_t i = 1; i < row.size(); ++i) {
          const ScoredToken item = row[i];
          std::size_t j = i;
          for (; j > 0 && detail::row_order(item, row[j - 1]); --j) row[j] = row[j - 1];
          row[j] = item;
        }
      }
    } else {
      (void)scored, (void)rows;
    }
  }
  void added(std::uint32_t parent, TokenId token) {
    ((on<Controls>() ? this->Slot<Controls>::added(parent, token) : void()), ...);
  }

  template <class C>
  const C& get() const noexcept {
    return static_cast<const Slot<C>&>(*this);
  }

 private:
  template <class C>
  bool on() const noexcept {
    return static_cast<const Slot<C>&>(*this).on;
  }

  bool any_on_ = false;
};

}  // namespace fastdec
