// examples/support/subwords.hpp: raw text in and out through SentencePiece
// (libsentencepiece, Debian's libsentencepiece-dev), for models whose
// vocabulary is a SentencePiece model's pieces in id order (the reference
// Transformer's vocab.txt). Optional at build time: without the library,
// FASTDEC_HAVE_SENTENCEPIECE is undefined and opening a model is an error
// that says how to get it.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "fastdec/core/types.hpp"
#include "support/cli.hpp"

#ifdef FASTDEC_HAVE_SENTENCEPIECE
#include <sentencepiece_processor.h>
#endif

namespace fastdec::examples {

class SubwordCodec {
 public:
  explicit SubwordCodec(const std::string& model_path) {
#ifdef FASTDEC_HAVE_SENTENCEPIECE
    const auto status = processor_.Load(model_path);
    if (!status.ok())
      usage_error("--spm: cannot load the SentencePiece model '", model_path,
                  "': ", status.ToString());
#else
    usage_error("--spm '", model_path,
                "': this program was built without SentencePiece; install "
                "libsentencepiece-dev (Debian) and configure again.");
#endif
  }

  // The pieces' ids of a raw line (no EOS).
  std::vector<TokenId> encode(std::string_view line) const {
    std::vector<TokenId> ids;
#ifdef FASTDEC_HAVE_SENTENCEPIECE
    std::vector<int> pieces;
    const auto status = processor_.Encode(std::string(line), &pieces);
    if (!status.ok()) usage_error("--spm: cannot encode a line: ", status.ToString());
    ids.assign(pieces.begin(), pieces.end());
#else
    static_cast<void>(line);
#endif
    return ids;
  }

  // The detokenized text of ids (BOS, EOS and unknown ids are the model's to skip).
  std::string decode(std::span<const TokenId> ids) const {
    std::string text;
#ifdef FASTDEC_HAVE_SENTENCEPIECE
    const std::vector<int> pieces(ids.begin(), ids.end());
    const auto status = processor_.Decode(pieces, &text);
    if (!status.ok()) usage_error("--spm: cannot decode a translation: ", status.ToString());
#else
    static_cast<void>(ids);
#endif
    return text;
  }

  // The pieces in id order: the vocabulary of a model trained on them.
  std::vector<std::string> pieces() const {
    std::vector<std::string> words;
#ifdef FASTDEC_HAVE_SENTENCEPIECE
    for (int i = 0; i < processor_.GetPieceSize(); ++i) words.push_back(processor_.IdToPiece(i));
#endif
    return words;
  }

  std::size_t size() const {
#ifdef FASTDEC_HAVE_SENTENCEPIECE
    return static_cast<std::size_t>(processor_.GetPieceSize());
#else
    return 0;
#endif
  }

 private:
#ifdef FASTDEC_HAVE_SENTENCEPIECE
  sentencepiece::SentencePieceProcessor processor_;
#endif
};

}  // namespace fastdec::examples
