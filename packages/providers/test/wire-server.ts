import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A scripted model server on 127.0.0.1: answer `n` is `answers[n](body of request n)`. */
export interface WireServer {
  readonly url: string;
  /** Every request body, parsed, in order. */
  readonly requests: unknown[];
  /** Every request's path and headers, in order. */
  readonly meta: { path: string; headers: Record<string, string | string[] | undefined> }[];
  close(): Promise<void>;
}

export async function startWireServer(
  answers: readonly ((body: unknown) => unknown)[],
): Promise<WireServer> {
  const requests: unknown[] = [];
  const meta: WireServer["meta"] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
      const answer = answers[requests.length];
      requests.push(body);
      meta.push({ path: request.url ?? "", headers: request.headers });
      if (answer === undefined) {
        response.writeHead(500).end("no more answers");
        return;
      }
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify(answer(body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    meta,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

/** POSTs JSON and returns the parsed answer. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return response.json();
}
