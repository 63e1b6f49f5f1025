// Exits with 0 when this machine cannot run fastdec's AVX-512 kernels: the
// sanitizer build then leaves them out (FASTDEC_NO_AVX512), since none of its
// tests could run them and they are a large part of its compile time.
int main() {
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") ? 1 : 0;
}
