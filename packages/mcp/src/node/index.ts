// The Node-only surface of @tinyllm/mcp (`@tinyllm/mcp/node`): stdio and node:http transports.
export { connectMcp } from "./connect-mcp.js";
export { type HttpMcpServer, type ServeHttpOptions, serveHttp } from "./serve-http.js";
export { type ServeStdioOptions, serveStdio } from "./serve-stdio.js";
export { type StdioServer, StdioTransport } from "./stdio-transport.js";
