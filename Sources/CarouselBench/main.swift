// Benchmarks: programs that print figures (in progress).
print("carousel-bench: no benchmarks yet")
