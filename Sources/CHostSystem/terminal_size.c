#include "CHostSystem.h"

#include <sys/ioctl.h>

int carousel_terminal_columns(int descriptor) {
    struct winsize size;
    if (ioctl(descriptor, TIOCGWINSZ, &size) != 0) return 0;
    return size.ws_col;
}
