#!/usr/bin/env python3
"""Writes the .npz fixtures of tests/io/test_npz.cpp with numpy itself.

    python3 tests/io/data/make_npz_fixtures.py tests/io/data

npz_fixture_stored.npz comes from np.savez (stored entries, ZIP64 extra
fields), npz_fixture_compressed.npz from np.savez_compressed (deflated
entries: fixed and dynamic Huffman blocks). npz_fixture_level0.npz holds the
same .npy files, written by numpy's own writer, deflated at level 0: stored
deflate blocks, which zlib otherwise writes only for incompressible data.
npz_fixture_zip64.npz holds two of the arrays with ZIP64 central-directory
fields and end records, as archives over 4 GiB have them. The
values are exact in float32 and computed the same way by the test, so it
checks them bit for bit.
"""
import sys
import zipfile

import numpy as np


def hashed(count):
    # Knuth's multiplicative hash of 0..count-1 as fractions of 2**32.
    return [((i * 2654435761) % 2**32) / 2**32 for i in range(count)]


def arrays():
    return {
        "encoder.rnn.weight_ih_l0": (np.arange(12, dtype=np.float32) / 8 - 0.5).reshape(3, 4),
        "decoder.out.bias": np.array([1.5, -2.25, 0.0, 1e-3, 3e8], dtype=np.float32),
        "scalar": np.array(2.5, dtype=np.float32),
        # F-contiguous, saved with fortran_order True: loads as 0, 1, ..., 23 row-major.
        "transposed": np.asfortranarray(np.arange(24, dtype=np.float32).reshape(2, 3, 4)),
        "empty": np.zeros((0, 3), dtype=np.float32),
        "hashed": np.array(hashed(2000), dtype=np.float32).reshape(20, 100),
        "pattern": np.array([(i % 7) * 0.25 for i in range(2048)], dtype=np.float32),
        "steps": np.array([3, 7], dtype=np.int64),
        # Incompressible: zlib writes these as stored deflate blocks. The test
        # checks only their CRC (uint8 arrays keep no values).
        "noise": np.random.default_rng(1).integers(0, 256, 3000, dtype=np.uint8),
    }


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    np.savez(f"{out}/npz_fixture_stored.npz", **arrays())
    np.savez_compressed(f"{out}/npz_fixture_compressed.npz", **arrays())
    with zipfile.ZipFile(f"{out}/npz_fixture_level0.npz", "w", zipfile.ZIP_DEFLATED,
                         compresslevel=0) as archive:
        for name, value in arrays().items():
            with archive.open(name + ".npy", "w", force_zip64=True) as entry:
                np.lib.format.write_array(entry, value)
    # With its limits at 0, zipfile writes what it writes for archives over
    # 4 GiB: ZIP64 central-directory fields and ZIP64 end records.
    zipfile.ZIP64_LIMIT = 0
    zipfile.ZIP_FILECOUNT_LIMIT = 0
    with zipfile.ZipFile(f"{out}/npz_fixture_zip64.npz", "w", zipfile.ZIP_STORED) as archive:
        for name in ("encoder.rnn.weight_ih_l0", "decoder.out.bias"):
            with archive.open(name + ".npy", "w", force_zip64=True) as entry:
                np.lib.format.write_array(entry, arrays()[name])


if __name__ == "__main__":
    main()
