import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the test server received. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The parsed JSON body. */
  readonly body: {
    model: string;
    messages: Array<{
      role: string;
      content: unknown;
      tool_call_id?: string;
      tool_calls?: unknown;
    }>;
    tools?: Array<{ function: { name: string } }>;
  };
}

/** What the server answers: a status and body, or `"hang"` to never answer. */
export type Reply =
  | { status?: number; headers?: Record<string, string>; body: unknown; raw?: boolean }
  | "hang";

/** A Chat Completions server on 127.0.0.1 with an ephemeral port, scripted by the test. */
export interface ChatServer {
  /** The API root to give the provider, ending in `/v1`. */
  readonly baseUrl: string;
  readonly requests: ReceivedRequest[];
  /** Resolves when a hung request's connection is closed by the client. */
  readonly hungUp: Promise<void>;
  /** Resolves when the first request arrives. */
  readonly firstRequest: Promise<void>;
  close(): Promise<void>;
}

/** Starts the server; `reply` is asked for each request, with its 0-based index. */
export async function startChatServer(
  reply: (request: ReceivedRequest, index: number) => Reply,
): Promise<ChatServer> {
  const requests: ReceivedRequest[] = [];
  let hungUp!: () => void;
  const hungUpPromise = new Promise<void>((resolve) => {
    hungUp = resolve;
  });
  let arrived!: () => void;
  const firstRequest = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const server = createServer(async (request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const received: ReceivedRequest = {
      method: request.method ?? "",
      path: request.url ?? "",
      headers: request.headers,
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
    };
    requests.push(received);
    arrived();
    const answer = reply(received, requests.length - 1);
    if (answer === "hang") {
      response.on("close", () => hungUp());
      return;
    }
    const text = answer.raw ? String(answer.body) : JSON.stringify(answer.body);
    response.writeHead(answer.status ?? 200, {
      "content-type": "application/json",
      ...answer.headers,
    });
    response.end(text);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    hungUp: hungUpPromise,
    firstRequest,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

/** A Chat Completions response body holding one assistant message. */
export function completion(
  message: { content?: string | null; tool_calls?: unknown },
  finishReason: string | null = message.tool_calls ? "tool_calls" : "stop",
): unknown {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "test-model",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: message.content ?? null, ...message },
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** A tool call as a server sends it. */
export function toolCall(id: string, name: string, args: string): unknown {
  return { id, type: "function", function: { name, arguments: args } };
}

/** A loopback port nobody listens on: bound, then released. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}
