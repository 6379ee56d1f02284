Content-Length: 185

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/a.carousel.toml","version":2},"contentChanges":[{"text":"[[carousel]]\nid = \"a\"\r"}]}}Content-Length: 235

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/a.carousel.toml","version":3},"contentChanges":[{"range":{"start":{"line":1,"character":9},"end":{"line":1,"character":9}},"text":"\n"}]}}Content-Length: 155

{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/a.carousel.toml"},"position":{"line":1,"character":9}}}