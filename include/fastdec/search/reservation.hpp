// fastdec/search/reservation.hpp: what a batch's search buffers hold, counted
// when the batch begins so that a batch too large for
// SearchOptions::max_search_bytes is refused before anything is reserved,
// and so that the step loop never allocates.
#pragma once

#include <cstddef>
#include <cstdint>

#include "fastdec/core/error.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/search/candidate.hpp"
#include "fastdec/search/controls/token_control.hpp"
#include "fastdec/search/finished_hypotheses.hpp"
#include "fastdec/search/history.hpp"
#include "fastdec/search/live_rows.hpp"
#include "fastdec/search/options.hpp"

namespace fastdec {

// Element counts per buffer. Aligns: the model reports alignments;
// RecordsSteps: every step's fan-out is kept (FanOutPerStep).
template <bool Aligns, bool RecordsSteps>
struct SearchReservation {
  std::size_t rows = 0;      // the widest step: sentences x beam
  std::size_t history = 0;   // hypothesis tokens of every sentence
  std::size_t finished = 0;  // finished-hypothesis slots
  std::size_t tokens = 0;    // tokens of the returned hypotheses
  std::size_t steps = 0;     // every sentence's steps
  std::size_t longest = 0;   // the longest length limit
  std::size_t scored = 0;    // the output layer's k best of the widest step
  std::size_t candidates = 0;
  std::size_t control_bytes = 0;

  ControlShape controls() const noexcept { return {rows, history, longest}; }

  std::size_t bytes() const noexcept {
    const std::size_t per_token =
        sizeof(TokenId) + sizeof(float) + (Aligns ? sizeof(std::uint32_t) : 0);
    // Two steps' rows, and each row's forced token, its unscored token and
    // its forced log-probability.
    const std::size_t per_row = 2 * LiveRows::bytes_per_row + 2 * sizeof(TokenId) + sizeof(float);
    return history * HypothesisHistory::bytes_per_node(Aligns) + control_bytes +
           finished * sizeof(FinishedHypotheses::Slot) + tokens * per_token +
           (RecordsSteps ? steps * sizeof(std::uint32_t) : 0) + rows * per_row +
           scored * sizeof(ScoredToken) + candidates * sizeof(Candidate) +
           longest * sizeof(TokenId);
  }

  void check(const SearchOptions& options, std::size_t sentences) const {
    FASTDEC_REQUIRE(bytes() <= options.max_search_bytes, "BeamSearch: ", sentences,
                    " sentences at beam_size ", options.beam_size, " with length limits up to ",
                    longest, " steps need ", bytes(), " bytes of search buffers (",
                    detail::gibibytes(bytes()), " GiB), above SearchOptions::max_search_bytes (",
                    options.max_search_bytes,
                    "); split the batch or lower beam_size or the length limit.");
  }
};

}  // namespace fastdec
