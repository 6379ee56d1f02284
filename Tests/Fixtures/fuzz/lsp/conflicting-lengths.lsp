Content-Length: 3
Content-Length: 52

{"jsonrpc":"2.0","id":70,"method":"carousel/none"}  Content-Length: 128

{"jsonrpc":"2.0","id":3,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///fuzz/a.carousel.toml"}}}