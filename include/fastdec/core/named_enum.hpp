// fastdec/core/named_enum.hpp (internal): rejects an enum option that holds none of its
// named values (a value cast from an integer, or read from a file), so that no
// switch over it falls through to a default the caller did not choose.
#pragma once

#include <initializer_list>
#include <type_traits>

#include "fastdec/core/error.hpp"

namespace fastdec::detail {

// Throws fastdec::error naming `option` and the values it may hold.
template <class Enum>
requires std::is_enum_v<Enum>
void require_named(Enum value, std::initializer_list<Enum> named, const char* option) {
  for (const Enum candidate : named)
    if (candidate == value) return;
  using Underlying = std::underlying_type_t<Enum>;
  fail(option, " = ", static_cast<long long>(static_cast<Underlying>(value)),
       " is none of its named values (",
       static_cast<long long>(static_cast<Underlying>(*named.begin())), "..",
       static_cast<long long>(static_cast<Underlying>(*(named.end() - 1))), ").");
}

}  // namespace fastdec::detail
