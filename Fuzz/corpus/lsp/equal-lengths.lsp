Content-Length: 47
content-length: 47

{"jsonrpc":"2.0","id":8,"method":"carousel/no"}