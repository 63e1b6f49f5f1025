// fastdec/core/limits.hpp: the length bound every layer agrees on.
#pragma once

#include <cstddef>

namespace fastdec {

// The most steps the search takes for one sentence (SearchOptions'
// length limit, a scored target with its EOS) and the most target positions a
// model is asked for: max_target_length() never exceeds it, and options or
// sources that would are an error. 2^16 steps keep one sentence's hypothesis
// tokens (beam x steps, at most 2^26 at the widest beam, twice that when the
// beam is refilled) inside the search's 32-bit node index, while a target of
// tens of thousands of tokens still fits. Memory is bounded separately:
// SearchOptions::max_search_bytes.
inline constexpr std::size_t max_target_length_limit = std::size_t{1} << 16;

}  // namespace fastdec
