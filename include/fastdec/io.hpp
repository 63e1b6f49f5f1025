// fastdec/io.hpp: files in and out: vocabularies, parallel corpora, lexicons
// (text and binary), prepared GEMM weights, HNSW
// graphs, numpy .npz weights.
#pragma once

#include "fastdec/io/gemm_io.hpp"
#include "fastdec/io/hnsw_file.hpp"
#include "fastdec/io/lexicon_io.hpp"
#include "fastdec/io/npz.hpp"
#include "fastdec/io/parallel_corpus.hpp"
#include "fastdec/io/vocabulary.hpp"
