#ifndef CAROUSEL_CHOSTSYSTEM_H
#define CAROUSEL_CHOSTSYSTEM_H

/// The number of columns of the terminal open on `descriptor` (ioctl TIOCGWINSZ, which Swift cannot
/// call: ioctl is variadic), or 0 when it is not a terminal or says no width.
int carousel_terminal_columns(int descriptor);

#endif
