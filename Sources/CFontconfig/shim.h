#ifndef CAROUSEL_CFONTCONFIG_SHIM_H
#define CAROUSEL_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>

/* Property names are string macros; Swift imports them, but as C strings these are plainer. */

/** FC_FILE, the file of a matched font. */
static inline const char *carousel_fc_file(void) { return FC_FILE; }
/** FC_INDEX, the face of a matched font in its file. */
static inline const char *carousel_fc_index(void) { return FC_INDEX; }
/** FC_CHARSET, the characters a font covers. */
static inline const char *carousel_fc_charset(void) { return FC_CHARSET; }
/** FC_FAMILY, a family name. */
static inline const char *carousel_fc_family(void) { return FC_FAMILY; }
/** FC_WEIGHT, the weight. */
static inline const char *carousel_fc_weight(void) { return FC_WEIGHT; }
/** FC_COLOR, whether a font has colour glyphs. */
static inline const char *carousel_fc_color(void) { return FC_COLOR; }
/** FC_LANG, a language the font must support. */
static inline const char *carousel_fc_lang(void) { return FC_LANG; }

#endif
