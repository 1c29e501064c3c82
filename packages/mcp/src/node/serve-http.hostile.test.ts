import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testRegistry } from "../../test/fixtures/test-registry.js";
import { type HttpMcpServer, serveHttp } from "./serve-http.js";

/** Writes raw bytes to the server and resolves with everything it answered before closing. */
function exchange(port: number, raw: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      answer += chunk;
      // One answer is enough: the status line and the end of the headers.
      if (answer.includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(answer));
    socket.end(raw);
    // A hang guard, not a timing assertion: an unanswered request fails the status check.
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

// initialize: a well-formed request answers 200, so a 400 below is the target or Host check.
const POST_BODY = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: {} });

function post(target: string, hostLines: string): string {
  return (
    `POST ${target} HTTP/1.1\r\n${hostLines}content-type: application/json\r\n` +
    `content-length: ${POST_BODY.length}\r\nconnection: close\r\n\r\n${POST_BODY}`
  );
}

const statusOf = (answer: string) => /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];

const BAD_HOSTS = [
  "[",
  "a b",
  "",
  "localhost:99999",
  "a:b:c",
  "[::1",
  "::1",
  "localhost:",
  "localhost:80:80",
  "localhost:-1",
  "user@localhost",
  "localhost/mcp",
  "%zz",
  "local%00host",
  "localhost, 127.0.0.1",
  "\u00e9xample",
];

const BAD_TARGETS = [
  "//[",
  "//[::1",
  "//evil.example/mcp",
  "*",
  "localhost:80",
  "127.0.0.1:80",
  "mcp",
  "http://[/mcp",
  "http://evil.example/mcp",
  "ftp://localhost/mcp",
  "http://localhost:99999/mcp",
  "javascript:alert(1)",
];

describe("serveHttp under malformed requests", () => {
  let server: HttpMcpServer;
  beforeAll(async () => {
    server = await serveHttp(testRegistry());
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(BAD_HOSTS)("answers 400 to Host %j and lives", async (host) => {
    const answer = await exchange(
      server.port,
      Buffer.from(post("/mcp", `host: ${host}\r\n`), "latin1"),
    );
    expect(statusOf(answer)).toBe("400");
  });

  it.each(BAD_TARGETS)("answers 400 to the target %j and lives", async (target) => {
    const answer = await exchange(server.port, post(target, "host: localhost\r\n"));
    expect(statusOf(answer)).toBe("400");
  });

  it("answers every other odd request with a status, then still serves", async () => {
    const raws = [
      post("/mcp", "host: localhost\r\nhost: evil.example\r\n"),
      post("/mcp", "host: evil.example\r\nhost: localhost\r\n"),
      post("/mcp", "Host: localhost\r\nHOST: localhost\r\n"),
      post(`/mcp?${"q".repeat(100_000)}`, "host: localhost\r\n"),
      post("/\u00e9", "host: localhost\r\n"),
      post("/mcp", `host: ${"a".repeat(5000)}:1\r\n`),
      post("/%", "host: localhost\r\n"),
      post("/mcp%zz", "host: localhost\r\n"),
      post("/%00", "host: localhost\r\n"),
      post(`/${"%".repeat(4000)}`, "host: localhost\r\n"),
      post("/mcp", `host: localhost\r\nx-long: ${"v".repeat(100_000)}\r\n`),
      "CONNECT localhost:80 HTTP/1.1\r\nhost: localhost:80\r\n\r\n",
      "TRACE /mcp HTTP/1.1\r\nhost: localhost\r\n\r\n",
      "TRACK /mcp HTTP/1.1\r\nhost: localhost\r\n\r\n",
      "GET /mcp HTTP/1.1\r\nhost: localhost\r\nconnection: upgrade\r\nupgrade: websocket\r\n\r\n",
      "OPTIONS * HTTP/1.1\r\nhost: localhost\r\n\r\n",
      "GET /mcp HTTP/1.0\r\n\r\n",
      "GET /mcp HTTP/1.1\r\n\r\n",
      "GARBAGE\r\n\r\n",
    ];
    for (const raw of raws) {
      const answer = await exchange(server.port, Buffer.from(raw, "latin1"));
      expect(`${statusOf(answer)} ${JSON.stringify(raw.slice(0, 60))}`).toMatch(/^[2-5]\d\d /);
    }
    const duplicate = await exchange(
      server.port,
      post("/mcp", "host: localhost\r\nhost: localhost\r\n"),
    );
    expect(statusOf(duplicate)).toBe("400");
    const absolute = await exchange(
      server.port,
      post(`http://localhost:${server.port}/mcp`, `host: localhost:${server.port}\r\n`),
    );
    expect(statusOf(absolute)).toBe("200");
    const good = await fetch(server.url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: {} }),
    });
    expect(good.status).toBe(200);
  });
});
