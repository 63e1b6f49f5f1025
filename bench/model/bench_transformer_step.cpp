// One decoder step of the reference Transformer (TransformerModel) at the
// bundled model's shape, mid-decode, per Gemm backend, with and without the
// output layer; then the gathering self-attention cache against the
// parent-following one, and Devlin's 4.2 on the first decoder layer
// (precomputed_first_layer) against the plain product.
//
// Model: models/en-es-transformer's shape (its README) with random weights
// (random_transformer_weights; a step's cost does not depend on the values):
// V = 8000 tied, d = 256, 4 heads, F = 1024, 6 encoder and 2 decoder layers,
// relu, pre-norm (post-norm for precomputed_first_layer, which a pre-norm
// model refuses). Rows: 1 (one sentence, greedy), 5 (one sentence, beam 5)
// and 40 (8 sentences, beam 5). Each sentence is 30 random source tokens;
// a timed step runs with 20 to 29 tokens already in the self-attention
// cache: every 10 timed steps the batch is encoded again and 20 steps run
// untimed. Parents are drawn within each sentence's beam; source and previous
// tokens from a Zipf law over the ids (a frequency-ordered vocabulary; ids 0-2
// are the specials), so every word is in precomputed_first_layer's table (all
// 8000 ids by default: coverage 100%) and the frequent ones stay in cache.
//
// Time: the steps themselves, never the re-encoding, in the thread's CPU
// time (CLOCK_THREAD_CPUTIME_ID, as bench_decoder: other processes on a
// shared machine slow it less than wall-clock time), reported as manual time
// (the mean); the counters are medians over the iterations. Ratios are taken in
// the same run, the two sides alternating step by step (as bench_self_attention_cache's
// gather_over_ours):
//   transformer_step<G>/rows: time = step + output layer (FusedTopK<G>, k =
//     the beam); counters step_us, output_us, step_rows/s, rows/s (step +
//     output), output_share, and eigen_over_step / eigen_over_total: EigenGemm's
//     time (the fp32 reference backend) over this backend's.
//   gathering_cache<G>/rows: time = a step with the gathering cache;
//     gathering_over_parents: its time over the parent-following cache's.
//   precomputed_first_layer<G>/rows: time = a step with the option;
//     plain_over_precomputed: the plain step's time over it.
//   attention_dots/stride/sets: one head's scores (AttentionProducts::dots,
//     d = 64, 40 keys `stride` floats apart: 64 contiguous, 512 the
//     cross-attention memory's [key | value] rows), cycling through `sets`
//     such heads (1: in L1; 64: L2/L3; 512: memory); ns_per_score. Compare
//     two builds by alternating their runs.
//   sentence_attention/length: one sentence's self-attention (4 heads of 64)
//     by SentenceAttention; rows_over_products: attend_rows' time for the
//     same attention (a dot product and a weighted sum per row and head)
//     over it.
//   layer_norm_rows/rows: LayerNorm::apply on `rows` rows of 256 (by 16,
//     then the rest in one call); one_at_a_time_over_apply: the time of the same rows
//     by apply_row, one at a time, over it (for 1-7 rows: before 63322ed,
//     which grouped the rows past a multiple of 8, over after);
//     row_loops_over_apply: apply at the scalar level (the loops compiled
//     for this program's flags, as before LayerNorm ran on the kernel layer)
//     over apply at the active level, the same grouping: about 1 with
//     FASTDEC_BENCH_NATIVE's -march=native, the gain of a header-only
//     program without it.
// Results and the command: docs/RESULTS.md.
#include <benchmark/benchmark.h>

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/kernels.hpp"
#include "fastdec/gemm/eigen_gemm.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/int8_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/layers/attention_products.hpp"
#include "fastdec/layers/layer_norm.hpp"
#include "fastdec/layers/multi_head_attention.hpp"
#include "fastdec/layers/sentence_attention.hpp"
#include "fastdec/models/transformer_model.hpp"
#include "fastdec/output/fused_topk.hpp"

namespace {

using namespace fastdec;

constexpr std::size_t source_length = 30, warm_steps = 20, timed_steps = 10, beam_size = 5;
constexpr TokenId bos = 1, eos = 2;  // the bundled SentencePiece model's <s>, </s>

TransformerConfig bundled_shape(bool pre_norm) {
  return {.vocab = 8000,
          .d_model = 256,
          .heads = 4,
          .ff = 1024,
          .encoder_layers = 6,
          .decoder_layers = 2,
          .pre_norm = pre_norm,
          .gelu = false,
          .tied = true};
}

enum class Variant { plain, gathering, post_norm, post_norm_precomputed };

TransformerModelOptions options_of(Variant v) {
  switch (v) {
    case Variant::post_norm_precomputed:
      return {.precomputed_first_layer = true};
    default:
      return {};
  }
}

const NpzArchive& weights(bool pre_norm) {
  static const NpzArchive pre = random_transformer_weights(bundled_shape(true), 11);
  static const NpzArchive post = random_transformer_weights(bundled_shape(false), 11);
  return pre_norm ? pre : post;
}

// The gathering variant's store is a type (TransformerModel's Store
// parameter): Variant::gathering runs with Store = GatheringStore.
template <class G, class Store = ParentFollowingStore>
struct Decoder {
  TransformerModel<G, Store> model;
  FusedTopK<G> output;
  explicit Decoder(Variant v)
      : model(weights(v == Variant::plain || v == Variant::gathering), options_of(v)),
        output(model.output_weights()) {}
};

template <class G, class Store = ParentFollowingStore>
const Decoder<G, Store>& decoder(Variant v) {
  static std::map<Variant, std::unique_ptr<Decoder<G, Store>>> decoders;
  std::unique_ptr<Decoder<G, Store>>& d = decoders[v];
  if (!d) d = std::make_unique<Decoder<G, Store>>(v);
  return *d;
}

// The calling thread's CPU time: other processes on a shared machine slow a
// step less than in wall-clock time (they still share caches and memory).
double thread_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

// One batch of `rows` rows decoded step after step; step() times one step
// and the output layer on its rows, restarting the batch (untimed) after
// every timed_steps steps.
template <class G, class Store = ParentFollowingStore>
class Runner {
 public:
  Runner(const Decoder<G, Store>& decoder, std::size_t rows)
      : d_(decoder),
        state_(decoder.model.make_state()),
        workspace_(decoder.output.make_workspace()),
        sentences_(rows == 1 ? 1 : rows / beam_size),
        beam_(rows / sentences_),
        rows_(rows),
        best_(rows * beam_) {
    std::mt19937 rng(3);
    const auto vocab = static_cast<TokenId>(d_.model.target_vocab_size());
    // Zipf(1) over the ids, by inverse transform of the harmonic CDF
    // approximated with logs (as bench_decoder): id 0 most frequent.
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const auto word = [&] {
      const double x = std::exp(unit(rng) * std::log(static_cast<double>(vocab) + 1.0)) - 1.0;
      return std::max<TokenId>(3, static_cast<TokenId>(std::min<double>(x, vocab - 1)));
    };
    std::uniform_int_distribution<std::uint32_t> in_beam(0, static_cast<std::uint32_t>(beam_ - 1));
    for (std::size_t s = 0; s < sentences_; ++s) {
      std::vector<TokenId>& source = sources_.emplace_back();
      for (std::size_t j = 0; j + 1 < source_length; ++j) source.push_back(word());
      source.push_back(eos);
    }
    for (std::size_t t = 0; t < warm_steps + timed_steps; ++t) {
      const std::size_t n = t == 0 ? sentences_ : rows_;
      std::vector<TokenId>& previous = previous_.emplace_back(n);
      std::vector<std::uint32_t>& parents = parents_.emplace_back(n);
      for (std::size_t i = 0; i < n; ++i) {
        previous[i] = t == 0 ? bos : word();
        const auto sentence = static_cast<std::uint32_t>(i / beam_);
        parents[i] = t == 0   ? static_cast<std::uint32_t>(i)
                     : t == 1 ? sentence
                              : sentence * static_cast<std::uint32_t>(beam_) + in_beam(rng);
      }
    }
    batch_.assign(sources_.begin(), sources_.end());
    d_.output.begin_batch(workspace_, batch_, rows_);
    restart();
  }

  std::size_t rows() const noexcept { return rows_; }

  // Seconds of one step and of the output layer after it (0 when not asked).
  std::pair<double, double> step(bool with_output) {
    if (next_ == warm_steps + timed_steps) restart();
    double start = thread_seconds();
    const ConstMatrixView h = d_.model.step(state_, previous_[next_], parents_[next_]);
    const double step_seconds = thread_seconds() - start;
    ++next_;
    if (!with_output) return {step_seconds, 0.0};
    start = thread_seconds();
    d_.output.topk(workspace_, h, beam_, TopKView(best_.data(), rows_, beam_));
    const double output_seconds = thread_seconds() - start;
    benchmark::DoNotOptimize(best_.data());
    return {step_seconds, output_seconds};
  }

 private:
  void restart() {
    d_.model.encode(state_, batch_, rows_, warm_steps + timed_steps);
    for (next_ = 0; next_ < warm_steps; ++next_)
      d_.model.step(state_, previous_[next_], parents_[next_]);
  }

  const Decoder<G, Store>& d_;
  typename TransformerModel<G, Store>::State state_;
  typename FusedTopK<G>::Workspace workspace_;
  std::size_t sentences_, beam_, rows_, next_ = 0;
  std::vector<std::vector<TokenId>> sources_;
  std::vector<Sentence> batch_;
  std::vector<std::vector<TokenId>> previous_;       // per step
  std::vector<std::vector<std::uint32_t>> parents_;  // per step
  std::vector<ScoredToken> best_;                    // [rows, beam]
};

// One runner per backend, variant and row count, kept for the whole run.
template <class G, class Store = ParentFollowingStore>
Runner<G, Store>& runner(Variant v, std::size_t rows) {
  static std::map<std::pair<Variant, std::size_t>, std::unique_ptr<Runner<G, Store>>> runners;
  std::unique_ptr<Runner<G, Store>>& r = runners[{v, rows}];
  if (!r) r = std::make_unique<Runner<G, Store>>(decoder<G, Store>(v), rows);
  return *r;
}

template <class G>
std::string label() {
  if constexpr (std::is_same_v<G, EigenGemm>) {
    return "Eigen (-march of the build)";
  } else {
    const KernelFamily family = std::is_same_v<G, Int16Gemm>  ? KernelFamily::int16_gemm
                                : std::is_same_v<G, Int8Gemm> ? KernelFamily::int8_gemm
                                                              : KernelFamily::fp32_gemm;
    return "isa=" + std::string(isa_name(kernel_level(family)));
  }
}

// The median of a series of per-step times (a shared machine's other work
// shows as outliers, which the mean would keep).
double median(std::vector<double> v) {
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
  return v[v.size() / 2];
}

template <class G>
void transformer_step(benchmark::State& state) {
  const auto rows = static_cast<std::size_t>(state.range(0));
  Runner<G>& ours = runner<G>(Variant::plain, rows);
  Runner<EigenGemm>& eigen = runner<EigenGemm>(Variant::plain, rows);
  std::vector<double> step, total, eigen_step, eigen_total;
  for (auto _ : state) {
    const auto [s, o] = ours.step(true);
    step.push_back(s), total.push_back(s + o);
    if constexpr (!std::is_same_v<G, EigenGemm>) {
      const auto [es, eo] = eigen.step(true);
      eigen_step.push_back(es), eigen_total.push_back(es + eo);
    }
    state.SetIterationTime(s + o);
  }
  if constexpr (std::is_same_v<G, EigenGemm>) eigen_step = step, eigen_total = total;
  const double r = static_cast<double>(rows), s = median(step), t = median(total);
  state.counters["rows"] = r;
  state.counters["step_us"] = s * 1e6;
  state.counters["output_us"] = (t - s) * 1e6;
  state.counters["step_rows/s"] = r / s;
  state.counters["rows/s"] = r / t;
  state.counters["output_share"] = (t - s) / t;
  state.counters["eigen_over_step"] = median(eigen_step) / s;
  state.counters["eigen_over_total"] = median(eigen_total) / t;
  state.SetLabel(label<G>());
}

// Step time of variant `on` (the iteration time) against `off`, alternating
// step by step; `off_name`_us is off's step, and the ratio is off's time over
// on's or (on_over_off) on's over off's.
template <class G, class OnStore = ParentFollowingStore>
void compare_steps(benchmark::State& state, Variant on, Variant off, const std::string& off_name,
                   const char* ratio, bool on_over_off) {
  const auto rows = static_cast<std::size_t>(state.range(0));
  Runner<G, OnStore>& a = runner<G, OnStore>(on, rows);
  Runner<G>& b = runner<G>(off, rows);
  std::vector<double> on_seconds, off_seconds;
  for (auto _ : state) {
    on_seconds.push_back(a.step(false).first);
    off_seconds.push_back(b.step(false).first);
    state.SetIterationTime(on_seconds.back());
  }
  const double x = median(on_seconds), y = median(off_seconds);
  state.counters["rows"] = static_cast<double>(rows);
  state.counters["step_us"] = x * 1e6;
  state.counters[off_name + "_us"] = y * 1e6;
  state.counters[ratio] = on_over_off ? x / y : y / x;
  state.SetLabel(label<G>());
}

template <class G>
void gathering_cache(benchmark::State& state) {
  compare_steps<G, GatheringStore>(state, Variant::gathering, Variant::plain, "parents",
                                   "gathering_over_parents", true);
}

template <class G>
void precomputed_first_layer(benchmark::State& state) {
  compare_steps<G>(state, Variant::post_norm_precomputed, Variant::post_norm, "plain",
                   "plain_over_precomputed", false);
}

void attention_dots(benchmark::State& state) {
  const auto stride = static_cast<std::size_t>(state.range(0));
  const auto sets = static_cast<std::size_t>(state.range(1));
  constexpr std::size_t keys = 40, d = 64;
  std::mt19937 random(3);
  std::normal_distribution<float> normal;
  std::vector<float> pool(sets * keys * stride), query(d), scores(keys);
  for (float& x : pool) x = normal(random);
  for (float& x : query) x = normal(random);
  const AttentionProducts products = AttentionProducts::best();
  std::size_t set = 0;
  for (auto _ : state) {
    products.dots(query.data(), {pool.data() + set * keys * stride, stride, nullptr}, keys, d,
                  scores.data());
    benchmark::DoNotOptimize(scores.data());
    set = set + 1 == sets ? 0 : set + 1;
  }
  state.counters["ns_per_score"] =
      benchmark::Counter(static_cast<double>(keys), benchmark::Counter::kIsIterationInvariantRate |
                                                        benchmark::Counter::kInvert);
  state.SetLabel("isa=" + std::string(isa_name(kernel_level(KernelFamily::attention))));
}

// The encoder's self-attention of one sentence (4 heads of 64, every
// position over every position): SentenceAttention's two matrix products
// per head against attend_rows' dot product and weighted sum per row and
// head (how the encoder attended before 56b072d), both in one run.
void sentence_attention(benchmark::State& state) {
  const auto length = static_cast<std::size_t>(state.range(0));
  constexpr std::size_t heads = 4, width = 256, stride = 3 * width;
  std::mt19937 random(11);
  std::normal_distribution<float> normal;
  std::vector<float> qkv(length * stride), out(length * width), scores(length);
  for (float& x : qkv) x = normal(random);
  const MultiHeadAttention attention(heads, width, ActivationMode::fast, ScoreScale::quotient);
  const StridedKeyValues source{qkv.data() + width, qkv.data() + 2 * width, stride, length};
  SentenceAttention::Scratch scratch;
  scratch.reserve(length, width);
  double products = 0.0, rows = 0.0;
  for (auto _ : state) {
    auto start = std::chrono::steady_clock::now();
    SentenceAttention::attend(attention, qkv.data(), stride, length, source, out.data(), width,
                              scratch);
    benchmark::DoNotOptimize(out.data());
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    state.SetIterationTime(seconds);
    products += seconds;
    start = std::chrono::steady_clock::now();
    attention.attend_rows(qkv.data(), stride, length, source, out.data(), width, scores);
    benchmark::DoNotOptimize(out.data());
    rows += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  state.counters["rows_over_products"] = rows / products;
  state.SetLabel("isa=" + std::string(isa_name(kernel_level(KernelFamily::fp32_gemm))));
}

void layer_norm_rows(benchmark::State& state) {
  const auto rows = static_cast<std::size_t>(state.range(0));
  constexpr std::size_t d = 256;
  std::mt19937 random(5);
  std::normal_distribution<float> normal;
  std::vector<float> gain(d), bias(d), x(rows * d), y(rows * d);
  for (float& v : gain) v = 1.0f + 0.1f * normal(random);
  for (float& v : bias) v = 0.1f * normal(random);
  for (float& v : x) v = 3.0f * normal(random);
  const LayerNorm norm(gain, bias);
  const auto one_at_a_time = [&] {
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t r = 0; r < rows; ++r) norm.apply_row(x.data() + r * d, y.data() + r * d);
    benchmark::DoNotOptimize(y.data());
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  const auto at_scalar_level = [&] {
    force_isa(Isa::scalar);
    const auto start = std::chrono::steady_clock::now();
    norm.apply({x.data(), rows, d, d}, {y.data(), rows, d, d});
    benchmark::DoNotOptimize(y.data());
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    clear_forced_isa();
    return seconds;
  };
  double grouped = 0.0, single = 0.0, row_loops = 0.0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    norm.apply({x.data(), rows, d, d}, {y.data(), rows, d, d});
    benchmark::DoNotOptimize(y.data());
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    state.SetIterationTime(seconds);
    grouped += seconds;
    single += one_at_a_time();
    row_loops += at_scalar_level();
  }
  state.counters["one_at_a_time_over_apply"] = single / grouped;
  state.counters["row_loops_over_apply"] = row_loops / grouped;
  state.SetLabel("isa=" + std::string(isa_name(kernel_level(KernelFamily::normalization))));
}

void rows_arguments(benchmark::internal::Benchmark* b) {
  for (const long rows : {1, 5, 40}) b->Arg(rows);
  b->UseManualTime()->Unit(benchmark::kMicrosecond);
}

BENCHMARK_TEMPLATE(transformer_step, EigenGemm)->Apply(rows_arguments);
BENCHMARK_TEMPLATE(transformer_step, PackedFp32Gemm)->Apply(rows_arguments);
BENCHMARK_TEMPLATE(transformer_step, Int16Gemm)->Apply(rows_arguments);
BENCHMARK_TEMPLATE(transformer_step, Int8Gemm)->Apply(rows_arguments);
BENCHMARK_TEMPLATE(gathering_cache, PackedFp32Gemm)->Apply(rows_arguments);
BENCHMARK_TEMPLATE(gathering_cache, Int8Gemm)->Apply(rows_arguments);
BENCHMARK_TEMPLATE(precomputed_first_layer, EigenGemm)->Apply(rows_arguments);
BENCHMARK_TEMPLATE(precomputed_first_layer, PackedFp32Gemm)->Apply(rows_arguments);
BENCHMARK_TEMPLATE(precomputed_first_layer, Int16Gemm)->Apply(rows_arguments);
BENCHMARK_TEMPLATE(precomputed_first_layer, Int8Gemm)->Apply(rows_arguments);
BENCHMARK(attention_dots)->ArgsProduct({{64, 512}, {1, 64, 512}})->Unit(benchmark::kNanosecond);
BENCHMARK(sentence_attention)
    ->Arg(8)
    ->Arg(32)
    ->Arg(64)
    ->UseManualTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(layer_norm_rows)
    ->DenseRange(1, 8)
    ->Arg(15)
    ->Arg(160)
    ->UseManualTime()
    ->Unit(benchmark::kNanosecond);

}  // namespace

BENCHMARK_MAIN();
