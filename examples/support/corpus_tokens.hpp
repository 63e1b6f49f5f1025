// examples/support/corpus_tokens.hpp: the tokenization BLEU is measured on,
// for models that write raw text (the reference Transformer): what
// tools/data/bible_corpus.py's tokenize() does to the bundled corpus, so that
// a raw translation is scored exactly as the GRU model's tokenized one.
//
//   corpus_tokens("¿Qué DICE?") == "¿ qué dice ?"
//
// bible_corpus.py lower-cases, turns the curly single quotes into ', and
// splits with the regular expression \w+|'\w+|[^\w\s]. Here a word character
// is an ASCII letter, digit or underscore, or a letter or number of the Latin
// scripts (U+00AA..U+024F but for x and ÷), Greek or Cyrillic; lower-casing
// covers ASCII, Latin-1 and Latin Extended-A, the letters of the corpus's
// languages. A test checks that the bundled test set's raw verses give the
// tokenized files byte for byte.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace fastdec::examples {

namespace detail {

// A byte of malformed UTF-8 becomes U+DC80..U+DCFF (Python's surrogateescape):
// a token of its own, written back as the byte, so that no input is lost.
inline constexpr char32_t escaped_bytes = 0xdc00;

// The code point at text[i] (advancing i).
inline char32_t next_code_point(std::string_view text, std::size_t& i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  const std::size_t length = lead < 0x80           ? 1
                             : (lead >> 5) == 0x6  ? 2
                             : (lead >> 4) == 0xe  ? 3
                             : (lead >> 3) == 0x1e ? 4
                                                   : 0;
  if (length == 1) return byte(i++);
  if (length == 0 || i + length > text.size()) return escaped_bytes | byte(i++);
  char32_t c = lead & (0x7f >> length);
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xc0) != 0x80) return escaped_bytes | byte(i++);
    c = (c << 6) | (byte(i + k) & 0x3f);
  }
  if (c >= 0xd800 && c <= 0xdfff) return escaped_bytes | byte(i++);  // not UTF-8
  i += length;
  return c;
}

inline void append_utf8(std::string& out, char32_t c) {
  if (c >= (escaped_bytes | 0x80) && c <= (escaped_bytes | 0xff)) {
    out += static_cast<char>(c & 0xff);
  } else if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xc0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3f));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xe0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (c & 0x3f));
  } else {
    out += static_cast<char>(0xf0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3f));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (c & 0x3f));
  }
}

inline bool is_word_character(char32_t c) {
  if (c < 0x80)
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  if (c == 0xaa || c == 0xb2 || c == 0xb3 || c == 0xb5 || c == 0xb9 || c == 0xba ||
      (c >= 0xbc && c <= 0xbe))
    return true;  // ª ² ³ µ ¹ º ¼ ½ ¾: Python counts them alphanumeric
  if (c >= 0xc0 && c <= 0x24f) return c != 0xd7 && c != 0xf7;
  return (c >= 0x386 && c <= 0x3ff && c != 0x387) || (c >= 0x400 && c <= 0x481) ||
         (c >= 0x48a && c <= 0x52f);
}

inline bool is_space(char32_t c) {
  return c == ' ' || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f) || c == 0x85 ||
         c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 ||
         c == 0x202f || c == 0x205f || c == 0x3000;
}

inline char32_t to_lower(char32_t c) {
  if (c >= 'A' && c <= 'Z') return c + 0x20;
  if (c >= 0xc0 && c <= 0xde && c != 0xd7) return c + 0x20;
  if (c == 0x130) return c;  // İ lower-cases to two code points; left as it is
  if (c >= 0x100 && c <= 0x137) return c | 1;
  if ((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17e)) return (c & 1) ? c + 1 : c;
  if (c >= 0x14a && c <= 0x177) return c | 1;
  if (c == 0x178) return 0xff;
  return c;
}

}  // namespace detail

// The line's tokens joined by single spaces.
inline std::string corpus_tokens(std::string_view line) {
  std::u32string text;
  for (std::size_t i = 0; i < line.size();) {
    char32_t c = detail::next_code_point(line, i);
    if (c == 0x2018 || c == 0x2019) c = '\'';
    text += detail::to_lower(c);
  }
  std::string out;
  const auto emit = [&](std::size_t first, std::size_t last) {
    if (!out.empty()) out += ' ';
    for (std::size_t k = first; k < last; ++k) detail::append_utf8(out, text[k]);
  };
  const auto word_end = [&](std::size_t k) {
    while (k < text.size() && detail::is_word_character(text[k])) ++k;
    return k;
  };
  for (std::size_t i = 0; i < text.size();) {
    const char32_t c = text[i];
    if (detail::is_word_character(c)) {
      const std::size_t end = word_end(i);
      emit(i, end);
      i = end;
    } else if (c == '\'' && i + 1 < text.size() && detail::is_word_character(text[i + 1])) {
      const std::size_t end = word_end(i + 1);
      emit(i, end);
      i = end;
    } else if (detail::is_space(c)) {
      ++i;
    } else {
      emit(i, i + 1);
      ++i;
    }
  }
  return out;
}

}  // namespace fastdec::examples
