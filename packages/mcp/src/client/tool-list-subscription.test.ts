import { fileURLToPath } from "node:url";
import { defineTool, Registry } from "@tinyllm/tool";
import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../../test/eventually.js";
import { bundle } from "../../test/fixtures/bundle.js";
import { testRegistry } from "../../test/fixtures/test-registry.js";
import { connectMcp } from "../node/connect-mcp.js";
import { serveHttp } from "../node/serve-http.js";
import { MODERN_PROTOCOL_VERSION } from "../wire/index.js";
import { importMcpTools } from "./import-tools.js";
import type { McpTransport, OutgoingMessage, TransportEvents } from "./transport.js";

const GROW = fileURLToPath(new URL("../../test/fixtures/stdio-grow-server.ts", import.meta.url));
const cleanup: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()));
});

function call(registry: Registry, name: string) {
  return registry.call({ id: "c1", type: "function", function: { name, arguments: "{}" } });
}

const added = defineTool({ name: "added", description: "New.", execute: () => "new" });

describe("the 2026-07-28 subscriptions/listen stream", () => {
  it("over HTTP: a tool the server adds reaches the importing registry", async () => {
    const served = testRegistry();
    const server = await serveHttp(served);
    cleanup.push(() => server.close());
    const client = await connectMcp({ url: server.url }, { name: "http" });
    cleanup.push(() => client.close());
    expect(client.connection.era).toBe("modern");
    const local = new Registry();
    await importMcpTools(local, client, { debounceMs: 10 });
    expect(local.names()).not.toContain("added");
    await eventually(() => expect(client.connection.listening).toBe(true));
    served.mustRegister(added);
    await eventually(() => expect(local.names()).toContain("added"));
    expect((await call(local, "added")).content).toBe("new");
  });

  it("over stdio: a tool the server adds while running reaches the importing registry", async () => {
    const script = await bundle(GROW, "node");
    const client = await connectMcp({ command: process.execPath, args: [script] }, { name: "g" });
    cleanup.push(() => client.close());
    expect(client.connection.era).toBe("modern");
    const local = new Registry();
    await importMcpTools(local, client, { debounceMs: 10 });
    expect(local.names()).toEqual(["grow"]);
    expect((await call(local, "grow")).content).toBe("grown");
    await eventually(() => expect(local.names()).toEqual(["grow", "grown"]));
    expect((await call(local, "grown")).content).toBe("I was added");
  }, 30_000);

  it("is not opened in the legacy era, whose servers tell list changes unasked", async () => {
    const server = await serveHttp(testRegistry());
    cleanup.push(() => server.close());
    const client = await connectMcp({ url: server.url }, { name: "old", era: "legacy" });
    cleanup.push(() => client.close());
    expect(client.connection.era).toBe("legacy");
    expect(client.connection.listening).toBe(false);
  });

  it("is opened once, not in a loop, when the server ends each subscription at once", async () => {
    const fake = new FakeModernServer({ listChanged: true });
    const client = await connectMcp(() => fake, { name: "fake" });
    cleanup.push(() => client.close());
    await eventually(() => expect(fake.listens).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.listens).toBe(1);
    expect(client.connection.listening).toBe(false);
  });

  it("is opened again, with one listing for what it missed, when one that lasted ends", async () => {
    const fake = new FakeModernServer({ listChanged: true, holdFirstMs: 1_100 });
    const client = await connectMcp(() => fake, { name: "fake" });
    cleanup.push(() => client.close());
    await importMcpTools(new Registry(), client, { debounceMs: 10 });
    expect(fake.listings).toBe(1);
    await eventually(() => expect(fake.listens).toBe(2));
    await eventually(() => expect(fake.listings).toBe(2));
    expect(client.connection.listening).toBe(false);
  });

  it("is not opened when server/discover does not offer tools.listChanged", async () => {
    const fake = new FakeModernServer({ listChanged: false });
    const client = await connectMcp(() => fake, { name: "fake" });
    cleanup.push(() => client.close());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.listens).toBe(0);
    expect(client.connection.listening).toBe(false);
  });
});

/** A modern server in process that ends every subscription at once (the first after `holdFirstMs`). */
class FakeModernServer implements McpTransport {
  readonly kind = "stdio";
  listens = 0;
  listings = 0;
  #events: TransportEvents | undefined;
  readonly #listChanged: boolean;
  readonly #holdFirstMs: number;

  constructor(options: { listChanged: boolean; holdFirstMs?: number }) {
    this.#listChanged = options.listChanged;
    this.#holdFirstMs = options.holdFirstMs ?? 0;
  }

  async start(events: TransportEvents): Promise<void> {
    this.#events = events;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const answer = (result: Record<string, unknown>) =>
      queueMicrotask(() =>
        this.#events?.receive({
          jsonrpc: "2.0",
          id: message.id,
          result: { ...result, resultType: "complete" },
        }),
      );
    if (message.method === "server/discover") {
      answer({
        supportedVersions: [MODERN_PROTOCOL_VERSION],
        capabilities: { tools: { listChanged: this.#listChanged } },
      });
    } else if (message.method === "subscriptions/listen") {
      this.listens++;
      if (this.listens === 1 && this.#holdFirstMs > 0) {
        setTimeout(() => answer({}), this.#holdFirstMs);
      } else answer({});
    } else if (message.method === "tools/list") {
      this.listings++;
      answer({ tools: [] });
    }
  }

  async close(): Promise<void> {}
}
