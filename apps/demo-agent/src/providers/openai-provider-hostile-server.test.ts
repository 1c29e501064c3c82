import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Message } from "@tinyllm/types";
import { afterEach, describe, expect, it } from "vitest";
import { completion, unusedPort } from "../../test/chat-server.js";
import { OpenAIProvider, type OpenAIProviderOptions } from "./openai-provider.js";

// What a hostile or broken model server can do to the provider: echo the key back in any
// answer, send a body that never ends, redirect the conversation elsewhere, or not be there.
const KEY = "sk-live-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL"; // 54 characters
const QUESTION: Message[] = [{ role: "user", content: "Weather in Paris?" }];

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const servers: { close(): void; closeAllConnections(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A server on 127.0.0.1 that drains each request body, then hands over to `handler`. */
async function serve(handler: Handler): Promise<{ origin: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push(`${request.method} ${request.url} ${Buffer.concat(chunks).toString("utf8")}`);
    handler(request, response);
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, requests };
}

function provider(origin: string, options: Partial<OpenAIProviderOptions> = {}) {
  const sleeps: number[] = [];
  const instance = new OpenAIProvider({
    baseUrl: `${origin}/v1`,
    model: "test-model",
    apiKey: KEY,
    retryBaseDelayMs: 1,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  return { instance, sleeps };
}

async function failure(instance: OpenAIProvider): Promise<Error> {
  return instance.complete({ messages: QUESTION, tools: [] }).then(
    () => {
      throw new Error("the request succeeded");
    },
    (error: Error) => error,
  );
}

/** Every 8-character piece of the key: none may reach a message. */
function keyPieces(): string[] {
  return Array.from({ length: KEY.length - 7 }, (_, start) => KEY.slice(start, start + 8));
}

function expectNoKey(error: Error): void {
  const shown = `${error.message}\n${String(error.stack)}\n${JSON.stringify(error)}`;
  for (const piece of keyPieces()) expect(shown).not.toContain(piece);
}

describe("the API key never reaches a message", () => {
  const echoes: [string, (header: string) => { status: number; body: string }][] = [
    [
      "a 2xx body that is not JSON",
      (header) => ({ status: 200, body: `upstream said: ${header}` }),
    ],
    [
      "a 2xx JSON value that is not an object",
      (header) => ({ status: 200, body: JSON.stringify([header]) }),
    ],
    [
      "a 2xx body whose choices is wrong",
      (header) => ({ status: 200, body: JSON.stringify({ choices: header }) }),
    ],
    [
      "a 2xx body whose finish_reason is wrong",
      (header) => ({
        status: 200,
        body: JSON.stringify({
          choices: [{ message: { role: "assistant", content: "hi" }, finish_reason: { header } }],
        }),
      }),
    ],
    [
      "a 2xx message that fails the wire checks",
      (header) => ({
        status: 200,
        body: JSON.stringify({ choices: [{ message: { role: header, content: "hi" } }] }),
      }),
    ],
    [
      "a 4xx whose key straddles the 500-character cut",
      (header) => ({ status: 401, body: `${"x".repeat(470)} ${header}` }),
    ],
    [
      "a 4xx echoing the key with a newline inside it",
      (header) => ({ status: 400, body: `bad key: ${header.slice(0, 30)}\n${header.slice(30)}` }),
    ],
    [
      "a 4xx JSON error echoing the key with an escaped newline inside it",
      (header) => ({
        status: 403,
        body: JSON.stringify({
          error: { message: `no: ${header.slice(0, 20)}\n${header.slice(20)}` },
        }),
      }),
    ],
    [
      "a 5xx echoing the key split by spaces",
      (header) => ({ status: 503, body: `down: ${header.slice(0, 25)}   ${header.slice(25)}` }),
    ],
  ];
  it.each(echoes)("%s", async (_, answer) => {
    const { origin } = await serve((request, response) => {
      const { status, body } = answer(request.headers.authorization ?? "");
      response.writeHead(status, { "content-type": "application/json" });
      response.end(body);
    });
    const error = await failure(provider(origin, { maxRetries: 0 }).instance);
    expect(error.message).toMatch(
      /^model server http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions /,
    );
    expectNoKey(error);
  });
});

describe("response bodies are bounded", () => {
  it("stops reading a 2xx body that never ends, and says why", async () => {
    let written = 0;
    let closed = false;
    const { origin } = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.on("close", () => {
        closed = true;
      });
      const chunk = "x".repeat(64 * 1024);
      const pump = () => {
        // Ends on its own after 64 MiB, so an unbounded reader fails this test rather than hanging.
        while (!closed && written < 64 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) {
            response.once("drain", pump);
            return;
          }
        }
        response.end();
      };
      pump();
    });
    const error = await failure(provider(origin, { maxResponseBytes: 1024 * 1024 }).instance);
    expect(error.message).toMatch(
      /sent a response body over the limit of 1048576 bytes; it was not read further$/,
    );
    expect(error).toMatchObject({ code: "provider_response_too_large" });
    await expect.poll(() => closed).toBe(true);
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it("refuses a body whose Content-Length is over the limit before reading it", async () => {
    const { origin } = await serve((_request, response) => {
      const body = JSON.stringify(completion({ content: "y".repeat(4096) }));
      response.writeHead(200, {
        "content-type": "application/json",
        "content-length": body.length,
      });
      response.end(body);
    });
    const error = await failure(provider(origin, { maxResponseBytes: 1000 }).instance);
    expect(error.message).toMatch(/over the limit of 1000 bytes/);
  });

  it("reads a body under the limit", async () => {
    const { origin } = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(completion({ content: "Sunny." })));
    });
    const result = await provider(origin, { maxResponseBytes: 1000 }).instance.complete({
      messages: QUESTION,
      tools: [],
    });
    expect(result.message.content).toBe("Sunny.");
  });
});

describe("redirects", () => {
  it("refuses a redirect to another host or port: the conversation is not sent there", async () => {
    const elsewhere = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(completion({ content: "from elsewhere" })));
    });
    const { origin } = await serve((_request, response) => {
      response.writeHead(307, { location: `${elsewhere.origin}/v1/chat/completions?token=abc` });
      response.end();
    });
    const error = await failure(provider(origin).instance);
    expect(error.message).toBe(
      `model server ${origin}/v1/chat/completions redirected to ${elsewhere.origin}/v1/chat/completions, another host; redirects to another host are not followed, since they would send the conversation and the API key there`,
    );
    expect(elsewhere.requests).toEqual([]);
  });

  it("follows a redirect on the same host, re-sending the same request", async () => {
    const { origin, requests } = await serve((request, response) => {
      if (request.url === "/v1/chat/completions") {
        response.writeHead(308, { location: "/v2/chat/completions" });
        response.end();
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(completion({ content: "moved" })));
    });
    const result = await provider(origin).instance.complete({ messages: QUESTION, tools: [] });
    expect(result.message.content).toBe("moved");
    expect(requests.map((request) => request.split(" ").slice(0, 2).join(" "))).toEqual([
      "POST /v1/chat/completions",
      "POST /v2/chat/completions",
    ]);
    expect(requests[1]).toContain('"messages"');
  });

  it("stops after 3 redirects", async () => {
    const { origin } = await serve((request, response) => {
      response.writeHead(307, { location: `${request.url}x` });
      response.end();
    });
    const error = await failure(provider(origin).instance);
    expect(error.message).toMatch(/redirected more than 3 times; the last pointed to /);
  });
});

describe("connection failures say what happened once, and are not retried in vain", () => {
  it("a port fetch refuses to use", async () => {
    const { instance, sleeps } = provider("http://127.0.0.1:9");
    const error = await failure(instance);
    expect(error.message).toBe(
      "could not reach model server http://127.0.0.1:9/v1/chat/completions: port 9 is one that fetch refuses to connect to (it is reserved for another protocol); run the server on another port",
    );
    expect(sleeps).toEqual([]);
  });

  it("a refused connection", async () => {
    const port = await unusedPort();
    const { instance, sleeps } = provider(`http://127.0.0.1:${port}`);
    const error = await failure(instance);
    expect(error.message).toBe(
      `could not reach model server http://127.0.0.1:${port}/v1/chat/completions: the connection was refused (nothing is listening at 127.0.0.1:${port}; is the server running?)`,
    );
    expect(sleeps).toEqual([]);
  });

  it("a connection the server closes is retried", async () => {
    let count = 0;
    const { origin } = await serve((request, response) => {
      count += 1;
      if (count === 1) {
        request.socket.destroy();
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(completion({ content: "second try" })));
    });
    const { instance, sleeps } = provider(origin);
    const result = await instance.complete({ messages: QUESTION, tools: [] });
    expect(result.message.content).toBe("second try");
    expect(sleeps).toHaveLength(1);
  });
});
