// fastdec/arch.hpp: instruction-set detection and forcing (FASTDEC_FORCE_ISA).
#pragma once

#include "fastdec/arch/isa.hpp"
