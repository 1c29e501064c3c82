// The Node-only surface of @tinyllm/mcp (`@tinyllm/mcp/node`): stdio and node:http transports.
export {};
