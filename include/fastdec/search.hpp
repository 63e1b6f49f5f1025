// fastdec/search.hpp: beam search, its options, results, pruning policies and
// the search-error evaluation helper.
#pragma once

#include "fastdec/search/beam_search.hpp"
#include "fastdec/search/candidate.hpp"
#include "fastdec/search/options.hpp"
#include "fastdec/search/pruning.hpp"
#include "fastdec/search/result.hpp"
#include "fastdec/search/search_errors.hpp"
