// The `carousel` executable (commands in progress).
print("carousel: commands not implemented yet")
