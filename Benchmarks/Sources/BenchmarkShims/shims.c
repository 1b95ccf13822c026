// The shims are inline functions in include/BenchmarkShims.h; SwiftPM needs one source file.
#include "BenchmarkShims.h"
