// fastdec/io.hpp: saving and loading what is built once per model.
#pragma once

#include "fastdec/io/hnsw_file.hpp"
