// fastdec/io.hpp: vocabularies, parallel corpora, lexicons as text and
// binary files, and IBM Model 1 training of a lexicon.
#pragma once

#include "fastdec/io/ibm_model1.hpp"
#include "fastdec/io/lexicon_io.hpp"
#include "fastdec/io/parallel_corpus.hpp"
#include "fastdec/io/vocabulary.hpp"
