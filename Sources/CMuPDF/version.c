#include "shim.h"

const char *cmupdf_version(void)
{
	return FZ_VERSION;
}
