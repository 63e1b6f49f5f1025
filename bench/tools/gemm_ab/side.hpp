// The two sides of gemm_ab (side.cpp compiled against each header version).
#pragma once
#include <cstddef>

void prepare_a(const float* w, std::size_t n, std::size_t k, int copies);
void prepare_b(const float* w, std::size_t n, std::size_t k, int copies);
// Seconds of one multiply C[m, n] = A[m, k] W^T on the next prepared copy.
double time_a(bool int16, const float* a, std::size_t m, std::size_t k, float* c, std::size_t n);
double time_b(bool int16, const float* a, std::size_t m, std::size_t k, float* c, std::size_t n);
