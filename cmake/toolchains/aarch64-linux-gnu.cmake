# Cross-compiling fastdec for 64-bit ARM Linux with Debian's
# g++-aarch64-linux-gnu, and running what it builds under qemu-user
# (qemu-user-static): the cross-aarch64 preset (CMakePresets.json). ctest
# starts every test through CMAKE_CROSSCOMPILING_EMULATOR.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)

# The target's libraries come from the cross sysroot; header-only packages
# (Eigen, Catch2) and their CMake files are the build machine's.
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
# pkg-config must not hand the build machine's x86 libraries to the linker.
set(ENV{PKG_CONFIG_LIBDIR} /usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig)

# qemu's default CPU ("max") has the dot product; the tests force the NEON
# level too (FASTDEC_TEST_ISA). -L: where the target's loader and libraries are.
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64-static -L /usr/aarch64-linux-gnu)
