# Builds tests/consumer against fastdec: MODE=find_package installs fastdec
# into a scratch prefix first; MODE=add_subdirectory uses the source tree.
file(REMOVE_RECURSE ${WORK_DIR})
if(MODE STREQUAL "find_package")
  execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR}/prefix
                  RESULT_VARIABLE result)
  if(result)
    message(FATAL_ERROR "installing fastdec failed")
  endif()
  # With the examples built, the command line is installed as fastdec-translate.
  if(EXISTS ${BUILD_DIR}/examples/translate)
    execute_process(COMMAND ${WORK_DIR}/prefix/bin/fastdec-translate --help
                    RESULT_VARIABLE result OUTPUT_VARIABLE help)
    if(result OR NOT help MATCHES "usage: translate")
      message(FATAL_ERROR "the installed fastdec-translate does not run (${result})")
    endif()
  endif()
  set(configure_args -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix)
else()
  set(configure_args -DFASTDEC_SOURCE_DIR=${SOURCE_DIR})
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/consumer -B ${WORK_DIR}/build
                        -G ${GENERATOR} -DCMAKE_BUILD_TYPE=Release ${configure_args}
                RESULT_VARIABLE result)
if(result)
  message(FATAL_ERROR "configuring the consumer failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR}/build RESULT_VARIABLE result)
if(result)
  message(FATAL_ERROR "building the consumer failed")
endif()
execute_process(COMMAND ${WORK_DIR}/build/consumer RESULT_VARIABLE result)
if(result)
  message(FATAL_ERROR "the consumer decoded the wrong sequence")
endif()
