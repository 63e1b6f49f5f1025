// The GEMM tile shape (arch::TileShape: rows per block, accumulators per
// tile) changes which tiles run, never a bit of the result: both packed
// backends, with every candidate shape of bench_tile_shapes, against the
// level's own shape, on every instruction set (*.isa.* runs).
#include <catch2/catch.hpp>

#include <cstddef>
#include <vector>

#include "fastdec/arch/isa.hpp"
#include "fastdec/arch/kernels.hpp"
#include "fastdec/gemm/int16_gemm.hpp"
#include "fastdec/gemm/packed_fp32_gemm.hpp"
#include "fastdec/gemm/panel_driver.hpp"
#include "gemm/gemm_support.hpp"

// Each test file in its own namespace: the files of a folder are compiled
// as one translation unit (tests/CMakeLists.txt).
namespace fastdec_test_tile_shapes {

using namespace fastdec;
using testing::Matrix;

namespace {

template <class G, arch::TileShape Shape>
Matrix multiply_with_shape(const Matrix& a, const typename G::Prepared& b, const Matrix& bias) {
  Matrix c(a.rows, b.rows());
  typename G::Workspace workspace;
  G::template multiply_with_tile_shape<Shape>(workspace, a.view(), b, c.view(), bias.values);
  return c;
}

template <class G>
void check_shapes(unsigned seed) {
  INFO(G::name << " on " << isa_name(testing::level_under_test()));
  for (std::size_t k : {7u, 96u}) {
    const Matrix w = testing::random_matrix(300, k, ++seed);
    const Matrix bias = testing::random_matrix(1, 300, ++seed);
    const auto b = G::prepare(w.view());
    for (std::size_t m : {1u, 2u, 4u, 5u, 8u, 11u, 12u, 16u, 17u, 30u}) {
      INFO("m " << m << " k " << k);
      const Matrix a = testing::random_matrix(m, k, ++seed);
      const Matrix own = testing::multiply_with<G>(a, b, bias.values);
      CHECK(multiply_with_shape<G, arch::TileShape{1, 1}>(a, b, bias).values == own.values);
      CHECK(multiply_with_shape<G, arch::TileShape{6, 6}>(a, b, bias).values == own.values);
      CHECK(multiply_with_shape<G, arch::TileShape{8, 24}>(a, b, bias).values == own.values);
      CHECK(multiply_with_shape<G, arch::TileShape{12, 24}>(a, b, bias).values == own.values);
      CHECK(multiply_with_shape<G, arch::TileShape{16, 16}>(a, b, bias).values == own.values);
    }
  }
}

}  // namespace

TEST_CASE("Tile shapes: Int16Gemm gives the same bits with every tile shape") {
  check_shapes<Int16Gemm>(900);
}

TEST_CASE("Tile shapes: PackedFp32Gemm gives the same bits with every tile shape") {
  check_shapes<PackedFp32Gemm>(950);
}

TEST_CASE("Tile shapes: plan_tiles keeps rows x panels within the shape") {
  for (const arch::TileShape shape : {arch::TileShape{1, 1}, arch::TileShape{2, 2},
                                      arch::TileShape{6, 6}, arch::TileShape{12, 24}}) {
    for (std::size_t m = 1; m <= 40; ++m) {
      const detail::TilePlan plan = detail::plan_tiles(m, shape);
      INFO("shape " << shape.max_rows << "/" << shape.accumulators << " m " << m);
      REQUIRE(plan.block_rows == std::min<std::size_t>(m, shape.max_rows));
      REQUIRE(plan.panels >= 1);
      REQUIRE(plan.panels <= arch::max_tile_panels);
      REQUIRE((plan.panels == 1 ||
               static_cast<int>(plan.block_rows) * plan.panels <= shape.accumulators));
    }
  }
  // AVX-512's 24 accumulators: 12 x 2 for a beam of 12, 4 x 6 for 4 rows.
  REQUIRE(detail::plan_tiles(12, {12, 24}).panels == 2);
  REQUIRE(detail::plan_tiles(4, {12, 24}).panels == 6);
  REQUIRE(detail::plan_tiles(8, {12, 24}).panels == 3);
}

}  // namespace fastdec_test_tile_shapes
