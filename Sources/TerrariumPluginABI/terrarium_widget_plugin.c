// The interface is declarations only; SwiftPM builds a C target from at least one source file.
#include "terrarium_widget_plugin.h"
