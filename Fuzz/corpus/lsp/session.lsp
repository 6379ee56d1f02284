Content-Length: 155

{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/a.carousel.toml"},"position":{"line":2,"character":3}}}Content-Length: 160

{"jsonrpc":"2.0","id":6,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/a.carousel.toml"},"position":{"line":2,"character":8}}}Content-Length: 229

{"jsonrpc":"2.0","id":7,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/a.carousel.toml"},"range":{"start":{"line":3,"character":28},"end":{"line":3,"character":32}},"context":{"diagnostics":[]}}}Content-Length: 168

{"jsonrpc":"2.0","id":8,"method":"textDocument/formatting","params":{"textDocument":{"uri":"file:///fuzz/a.carousel.toml"},"options":{"tabSize":2,"insertSpaces":true}}}Content-Length: 240

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/a.carousel.toml","version":2},"contentChanges":[{"range":{"start":{"line":3,"character":28},"end":{"line":3,"character":32}},"text":"color"}]}}Content-Length: 62

{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":9}}Content-Length: 128

{"jsonrpc":"2.0","id":9,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///fuzz/a.carousel.toml"}}}Content-Length: 115

{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///fuzz/a.carousel.toml"}}}