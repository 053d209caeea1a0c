// Shim for the system FreeType (Debian: libfreetype-dev), used by
// OpenCoreGraphics for font tables, character maps and glyph outlines.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_ADVANCES_H
