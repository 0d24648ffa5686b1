/* The header's module for the Swift target TextGaugeC, which implements
 * every function of textgauge.h (@_cdecl); nothing is defined in C. */
#include "textgauge.h"
