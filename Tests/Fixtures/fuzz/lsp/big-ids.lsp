Content-Length: 78

{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"carousel/none"}Content-Length: 64

{"jsonrpc":"2.0","id":-98765432109876543210,"method":"shutdown"}Content-Length: 43

{"jsonrpc":"2.0","id":1.5e300,"method":"x"}Content-Length: 91

{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":123456789012345678901234567890}}