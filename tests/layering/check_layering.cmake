# Every header of include/fastdec/FOLDER/ includes fastdec headers of its own
# folder or of folders on lower floors only: no include runs upward and no two
# folders include each other. The floors, from the bottom (docs/design.md,
# "The house"); the module headers fastdec/*.hpp sit above them all.
# Run: cmake -DSOURCE_DIR=<repository> -P tests/layering/check_layering.cmake
set(floors
    "core"
    "arch"
    "gemm"
    "output,layers"
    "search,io"
    "models,eval,train")

set(index 0)
foreach(floor IN LISTS floors)
  string(REPLACE "," ";" folders "${floor}")
  foreach(folder IN LISTS folders)
    set(floor_of_${folder} ${index})
  endforeach()
  math(EXPR index "${index} + 1")
endforeach()

set(root ${SOURCE_DIR}/include/fastdec)
file(GLOB folders LIST_DIRECTORIES true RELATIVE ${root} ${root}/*)
set(problems "")
foreach(folder IN LISTS folders)
  if(NOT IS_DIRECTORY ${root}/${folder})
    continue()
  endif()
  if(NOT DEFINED floor_of_${folder})
    string(APPEND problems "include/fastdec/${folder}/ is on no floor: add it to the list in "
           "tests/layering/check_layering.cmake and to docs/design.md.\n")
    continue()
  endif()
  file(GLOB_RECURSE headers ${root}/${folder}/*.hpp ${root}/${folder}/*.inc)
  foreach(header IN LISTS headers)
    file(STRINGS ${header} includes REGEX "^#include \"fastdec/")
    foreach(line IN LISTS includes)
      string(REGEX MATCH "fastdec/([a-z_0-9]+)/" found "${line}")
      if(NOT found)
        string(APPEND problems "${header}: ${line}: a folder includes a module header.\n")
        continue()
      endif()
      set(target ${CMAKE_MATCH_1})
      if(target STREQUAL folder)
        continue()
      endif()
      if(NOT DEFINED floor_of_${target} OR NOT floor_of_${target} LESS floor_of_${folder})
        file(RELATIVE_PATH shown ${SOURCE_DIR} ${header})
        string(APPEND problems "${shown}: ${line}: ${folder}/ may include lower floors only.\n")
      endif()
    endforeach()
  endforeach()
endforeach()

if(problems)
  message(FATAL_ERROR "${problems}")
endif()
message(STATUS "every include of include/fastdec/*/ runs downward")
