// The two sides of gemm_ab (side.cpp compiled against each header version).
#pragma once
#include <cstddef>

enum class GemmKind { int16, int8, fp32 };

void prepare_a(GemmKind kind, const float* w, std::size_t n, std::size_t k, int copies);
void prepare_b(GemmKind kind, const float* w, std::size_t n, std::size_t k, int copies);
// Seconds of one multiply C[m, n] = A[m, k] W^T on the next prepared copy.
double time_a(GemmKind kind, const float* a, std::size_t m, std::size_t k, float* c, std::size_t n);
double time_b(GemmKind kind, const float* a, std::size_t m, std::size_t k, float* c, std::size_t n);
