// fastdec/layers/embedding_projection.hpp: P e(y), the projection of a word's
// embedding, with the rows of the k most frequent words pre-computed (Devlin
// 2017, section 4.2).
//
// E [vocab, e] is an embedding table (PyTorch's nn.Embedding.weight), P
// [outputs, e] the projections that read the embedding, stacked by rows (the
// decoder stacks the GRU's W_ie [3H, e] and the pre-output layer's embedding
// columns). project(tokens) writes P e(token) for each token: the row of a
// token below precomputed_words() is copied from a table built once with the
// same backend; the others are gathered and multiplied on the fly. With the
// frequency-ordered vocabularies NMT systems use (id 0 most frequent), the
// first k ids are the k most frequent words.
//
// Exactness: a table row is the backend's product for that one embedding row,
// and the backends fastdec ships compute each row of a product independently
// of the others (layers/linear.hpp), so a looked-up row is bit-equal to the
// computed one, with fp32 and with int16 alike (tested). Cost: k x outputs
// floats (memory_bytes()) for a product per row saved; Devlin keeps k = 8000
// of 80k words (10% of the memory) and covers 95%+ of the tokens.
//
// Immutable after construction; share it between threads. project allocates
// nothing once reserve() has sized the workspace.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "fastdec/core/aligned_buffer.hpp"
#include "fastdec/core/error.hpp"
#include "fastdec/core/matrix_view.hpp"
#include "fastdec/core/types.hpp"
#include "fastdec/gemm/concept.hpp"
#include "fastdec/layers/linear.hpp"

namespace fastdec {

template <Gemm G>
class EmbeddingProjection {
 public:
  struct Workspace {
    GemmWorkspace<G> gemm;
    AlignedBuffer<float> gathered;         // [rows, e]
    AlignedBuffer<float> computed;         // [rows, outputs]
    AlignedBuffer<std::uint32_t> missing;  // rows not in the table
  };

  EmbeddingProjection() = default;
  // embeddings [vocab, e], projection [outputs, e]; precomputed_words in 0..vocab.
  EmbeddingProjection(ConstMatrixView embeddings, ConstMatrixView projection,
                      std::size_t precomputed_words)
      : embeddings_(embeddings.rows() * embeddings.cols()),
        vocab_(embeddings.rows()),
        width_(embeddings.cols()),
        projection_(projection, {}),
        precomputed_(precomputed_words) {
    FASTDEC_REQUIRE(projection.cols() == width_, "EmbeddingProjection: the projection reads ",
                    projection.cols(), " inputs but the embeddings have ", width_, ".");
    FASTDEC_REQUIRE(precomputed_words <= vocab_,
                    "EmbeddingProjection: precomputed_words = ", precomputed_words,
                    " exceeds the vocabulary of ", vocab_, " words.");
    for (std::size_t r = 0; r < vocab_; ++r)
      std::copy_n(embeddings.row(r).data(), width_, embeddings_.data() + r * width_);
    if (precomputed_ == 0) return;
    // Built in blocks so the scratch stays small; each row is independent.
    table_.reserve(precomputed_ * outputs());
    Workspace ws;
    constexpr std::size_t block = 256;
    reserve(ws, block);
    for (std::size_t first = 0; first < precomputed_; first += block) {
      const std::size_t count = std::min(block, precomputed_ - first);
      projection_.apply(ws.gemm,
                        ConstMatrixView(embeddings_.data() + first * width_, count, width_),
                        MutableMatrixView(table_.data() + first * outputs(), count, outputs()),
                        ActivationMode::exact);
    }
  }

  std::size_t vocab_size() const noexcept { return vocab_; }
  std::size_t embedding_size() const noexcept { return width_; }
  std::size_t outputs() const noexcept { return projection_.outputs(); }
  std::size_t precomputed_words() const noexcept { return precomputed_; }
  std::size_t memory_bytes() const noexcept { return precomputed_ * outputs() * sizeof(float); }
  std::span<const float> embedding(TokenId token) const noexcept {
    return {embeddings_.data() + static_cast<std::size_t>(token) * width_, width_};
  }

  void reserve(Workspace& ws, std::size_t max_rows) const {
    projection_.reserve(ws.gemm, max_rows);
    ws.gathered.reserve(max_rows * width_);
    ws.computed.reserve(max_rows * outputs());
    ws.missing.reserve(max_rows);
  }

  // out.row(i) = P e(tokens[i]); out [tokens, outputs]. Returns how many rows
  // came from the table. Tokens must be valid ids (checked).
  std::size_t project(Workspace& ws, std::span<const TokenId> tokens, MutableMatrixView out) const {
    std::size_t missing = 0;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const TokenId token = tokens[i];
      FASTDEC_REQUIRE(token >= 0 && static_cast<std::size_t>(token) < vocab_,
                      "EmbeddingProjection: token ", token, " is outside the vocabulary of ",
                      vocab_, " words.");
      const auto id = static_cast<std::size_t>(token);
      if (id < precomputed_) {
        std::copy_n(table_.data() + id * outputs(), outputs(), out.row(i).data());
      } else {
        std::copy_n(embeddings_.data() + id * width_, width_,
                    ws.gathered.data() + missing * width_);
        ws.missing[missing++] = static_cast<std::uint32_t>(i);
      }
    }
    if (missing == 0) return tokens.size();
    if (missing == tokens.size()) {
      projection_.apply(ws.gemm, ConstMatrixView(ws.gathered.data(), missing, width_), out,
                        ActivationMode::exact);
      return 0;
    }
    projection_.apply(ws.gemm, ConstMatrixView(ws.gathered.data(), missing, width_),
                      MutableMatrixView(ws.computed.data(), missing, outputs()),
                      ActivationMode::exact);
    for (std::size_t m = 0; m < missing; ++m)
      std::copy_n(ws.computed.data() + m * outputs(), outputs(), out.row(ws.missing[m]).data());
    return tokens.size() - missing;
  }

 private:
  std::vector<float> embeddings_;  // [vocab, e]
  std::size_t vocab_ = 0, width_ = 0;
  Linear<G> projection_;  // P [outputs, e], no bias
  std::size_t precomputed_ = 0;
  AlignedBuffer<float> table_;  // [precomputed, outputs]
};

}  // namespace fastdec
