# The instruction-set levels of include/fastdec/arch/levels.inc, read by
# CMake so that the list stays the only place that names them: the sources
# of compiled mode (one generated file per level) and the tests' loop over
# levels come from it.

set(fastdec_levels_file ${CMAKE_CURRENT_LIST_DIR}/../include/fastdec/arch/levels.inc)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${fastdec_levels_file})

# fastdec_levels(<names> <built_on>): the levels whose code this build's
# processor compiles (levels.inc's built_on column: any, then x86 and
# x86_avx512 on x86-64, aarch64 on 64-bit ARM), in the list's order, and
# each one's built_on.
function(fastdec_levels names_var built_on_var)
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(aarch64|arm64|ARM64)$")
    set(architectures any aarch64)
  elseif(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
    set(architectures any x86 x86_avx512)
  else()
    set(architectures any)
  endif()
  file(STRINGS ${fastdec_levels_file} entries REGEX "^FASTDEC_LEVEL\\(")
  set(names)
  set(built_on)
  foreach(entry IN LISTS entries)
    if(NOT entry MATCHES "^FASTDEC_LEVEL\\(([a-z0-9_]+), *([a-z0-9_]+), *([a-z0-9_]+),")
      message(FATAL_ERROR "levels.inc: cannot read the entry '${entry}'")
    endif()
    if(CMAKE_MATCH_3 IN_LIST architectures)
      list(APPEND names ${CMAKE_MATCH_1})
      list(APPEND built_on ${CMAKE_MATCH_3})
    endif()
  endforeach()
  set(${names_var} ${names} PARENT_SCOPE)
  set(${built_on_var} ${built_on} PARENT_SCOPE)
endfunction()

# fastdec_test_levels(<names>): the levels the tests force one by one
# (FASTDEC_TEST_ISA): every built level but scalar, the reference they are
# compared with.
function(fastdec_test_levels names_var)
  fastdec_levels(names unused)
  list(REMOVE_ITEM names scalar)
  set(${names_var} ${names} PARENT_SCOPE)
endfunction()

# fastdec_add_level_source(<sources> <level> <built_on>): appends to
# <sources> the compiled-mode source of one level, generated from
# src/arch/kernels_level.cpp.in.
function(fastdec_add_level_source sources_var level built_on)
  set(FASTDEC_LEVEL ${level})
  set(FASTDEC_BUILT_ON ${built_on})
  set(source ${PROJECT_BINARY_DIR}/fastdec_levels/kernels_${level}.cpp)
  configure_file(${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../src/arch/kernels_level.cpp.in ${source}
                 @ONLY)
  set(${sources_var} ${${sources_var}} ${source} PARENT_SCOPE)
endfunction()

# fastdec_level_sources(<sources>): every built level's source.
function(fastdec_level_sources sources_var)
  fastdec_levels(names built_on)
  set(sources)
  foreach(level IN LISTS names)
    list(POP_FRONT built_on level_built_on)
    fastdec_add_level_source(sources ${level} ${level_built_on})
  endforeach()
  set(${sources_var} ${sources} PARENT_SCOPE)
endfunction()
