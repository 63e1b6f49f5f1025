// tests/fuzz/fuzz_gru_model.cpp: the reference GRU model built from an
// archive, then a short beam search with it. Any input must build and decode,
// or throw fastdec::error; a crash, a sanitizer report, a hang or a large
// allocation (-malloc_limit_mb) is a finding.
//
// Input: the mode byte (fuzz_support.hpp), then a config byte (initial state,
// pre-output inputs, FC skip connections), then
//  - even mode: the bytes of an .npz file (parse_npz);
//  - odd mode: edits to a small valid archive held in memory, 10 bytes each:
//    tensor index, operation (and dimension), a little-endian 64-bit value. An archive made
//    in memory skips the file reader's checks, so this reaches shapes no
//    .npz file can declare (a dimension of 2^62, values that do not match).
#include <cstdint>
#include <cstring>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/io/npz.hpp"
#include "fastdec/models/gru_model.hpp"
#include "fastdec/output/fused_topk.hpp"
#include "fastdec/search/beam_search.hpp"
#include "fuzz/fuzz_support.hpp"

namespace {

using namespace fastdec;

GruShape small_shape() {
  return {.source_vocab = 6,
          .target_vocab = 7,
          .source_embedding = 3,
          .target_embedding = 3,
          .encoder_hidden = 2,
          .encoder_layers = 1,
          .decoder_hidden = 3,
          .attention = 2,
          .fc_layers = 1,
          .fc_size = 2,
          .pre_output = 3};
}

GruModelConfig config_of(std::uint8_t bits) {
  const unsigned inputs = (bits >> 1) & 7u;
  return {.initial_state = (bits & 1) != 0 ? InitialState::zeros : InitialState::mean_tanh,
          .pre_output_inputs = {.state = inputs == 0 || (inputs & 1) != 0,
                                .context = inputs == 0 || (inputs & 2) != 0,
                                .embedding = inputs == 0 || (inputs & 4) != 0},
          .fc_skip_connections = (bits & 16) == 0};
}

// Applies the edit records to `archive`.
void edit(NpzArchive& archive, std::string_view records) {
  for (; records.size() >= 10; records.remove_prefix(10)) {
    if (archive.arrays.empty()) return;
    auto it = archive.arrays.begin();
    std::advance(it, static_cast<unsigned char>(records[0]) % archive.arrays.size());
    std::uint64_t value = 0;
    std::memcpy(&value, records.data() + 2, sizeof value);
    NpyArray& array = it->second;
    const auto operation = static_cast<unsigned char>(records[1]);
    switch (operation % 7) {
      case 0:  // dimension operation / 7 becomes `value` (no values change)
        if (!array.shape.empty()) array.shape[operation / 7 % array.shape.size()] = value;
        break;
      case 1:  // values dropped or added
        array.values.resize(value % 4096);
        break;
      case 2:  // a dimension added or removed
        if (value % 2 == 0 && !array.shape.empty())
          array.shape.pop_back();
        else
          array.shape.push_back(value % 5);
        break;
      case 3:
        archive.arrays.erase(it);
        break;
      case 4: {  // renamed: the query-side attention bias, or another tensor's name
        NpyArray moved = std::move(array);
        archive.arrays.erase(it);
        archive.arrays[value % 2 == 0 ? "decoder.attention.query.bias" : "decoder.fc.1.weight"] =
            std::move(moved);
        break;
      }
      case 5:  // a value set to the bits of `value` (NaN and infinities included)
        if (!array.values.empty()) {
          const auto bits = static_cast<std::uint32_t>(value);
          std::memcpy(&array.values[(value >> 32) % array.values.size()], &bits, sizeof bits);
        }
        break;
      case 6:
        array.dtype = value % 2 == 0 ? "<f8" : "<f4";
        break;
    }
  }
}

void decode(const NpzArchive& archive, const GruModelConfig& config) {
  const GruModel<PackedFp32Gemm> model(archive, config, GruSpeedups::all());
  const FusedTopK<PackedFp32Gemm> output(model.output_weights());
  BeamSearch search(model, output,
                    {.beam_size = 2, .bos_token = 0, .eos_token = 1, .max_length_offset = 4});
  const TokenId last = static_cast<TokenId>(model.source_vocab_size() - 1);
  const std::vector<TokenId> a = {std::min<TokenId>(2, last), last, 0}, b = {last};
  const std::vector<Sentence> batch = {a, b};
  const SearchResult& result = search.translate_batch(batch);
  for (std::size_t s = 0; s < batch.size(); ++s)
    for (const TokenId t : result.best(s).tokens)
      if (t < 0 || static_cast<std::size_t>(t) >= model.target_vocab_size()) __builtin_trap();
}

}  // namespace

std::vector<std::string> fastdec::fuzz::seeds() {
  std::vector<std::string> out;
  for (const std::uint8_t bits : {0, 1, 2 | 16, 8}) {
    std::ostringstream bytes(std::ios::binary);
    save_npz(bytes, random_gru_weights(small_shape(), bits, config_of(bits)));
    // Mode 0 (an .npz file), the config byte, the file.
    out.push_back(std::string{'\0', static_cast<char>(bits)} + bytes.str());
  }
  // Mode 1 (edits), config 0: a dimension of 2^62 (8 x 2^62 wraps to 0
  // values), a renamed bias.
  std::string edits{'\1', '\0'};
  const auto record = [&](std::uint8_t tensor, std::uint8_t op, std::uint64_t value) {
    edits.push_back(static_cast<char>(tensor));
    edits.push_back(static_cast<char>(op));
    edits.append(reinterpret_cast<const char*>(&value), sizeof value);
  };
  record(3, 0, std::uint64_t{1} << 62);
  record(3, 1, 0);
  out.push_back(edits);
  record(5, 4, 0);
  out.push_back(edits);
  return out;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const GruModelConfig config = config_of(data[1]);
  const std::string_view rest(reinterpret_cast<const char*>(data) + 2, size - 2);
  try {
    if ((data[0] & 1) == 0) {
      decode(fastdec::parse_npz(rest), config);
    } else {
      NpzArchive archive = random_gru_weights(small_shape(), 3, config);
      edit(archive, rest);
      decode(archive, config);
    }
  } catch (const fastdec::error&) {
  }
  return 0;
}
