Content-Length: abc

{}Content-Type: x

Content-Length: 99999

{}

Content-Length: 5

{oopsContent-Length: 5

[1,2]Content-Length: 38

{"jsonrpc":"2.0","id":{},"method":"x"}Content-Length: 59

{"jsonrpc":"2.0","id":10,"method":"initialize","params":{}}