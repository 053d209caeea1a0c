// Shim for the system zlib (Debian: zlib1g-dev), used by the Codecs module.
#include <zlib.h>
