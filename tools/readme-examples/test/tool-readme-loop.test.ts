import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { writeExampleFile } from "../src/example-file.js";
import { readExampleBlocks } from "../src/markdown-blocks.js";
import { runExample } from "../src/run-example.js";
import { ROOT, workFolder } from "./work-folder.js";

// The @tinyllm/tool README's agent loop, run as written with the real `openai` client against
// a local server that speaks Chat Completions and refuses a conversation a real server would
// refuse (a tool message that answers no preceding assistant tool call, a call left unanswered).
const work = workFolder();
const README = join(ROOT, "packages/tool/README.md");
const loop = readExampleBlocks(README, readFileSync(README, "utf8")).blocks.find((block) =>
  block.code.includes('from "openai"'),
);

interface WireMessage {
  role: string;
  content?: unknown;
  tool_call_id?: string;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
}

/** What a real server checks: every tool call answered, in order, before the next turn. */
function conversationProblem(messages: readonly WireMessage[]): string | undefined {
  let open: string[] = [];
  for (const message of messages) {
    if (message.role === "tool") {
      if (open[0] !== message.tool_call_id)
        return `tool message for ${message.tool_call_id} answers no open call`;
      open = open.slice(1);
      continue;
    }
    if (open.length > 0) return `calls ${open.join(", ")} were not answered`;
    if (message.role === "assistant") open = (message.tool_calls ?? []).map((call) => call.id);
  }
  return open.length > 0 ? `calls ${open.join(", ")} were not answered` : undefined;
}

const call = (id: string, args: string) => ({
  id,
  type: "function",
  function: { name: "get_weather", arguments: args },
});
const turns = [
  {
    role: "assistant",
    content: null,
    tool_calls: [call("call_1", '{"days": "3", "unit": "kelvin", "country": "FR"}')],
  },
  { role: "assistant", content: null, tool_calls: [call("call_2", '{"city":"Paris","days":3}')] },
  { role: "assistant", content: "Paris: sunny for three days." },
];

const originalFetch = globalThis.fetch;
const environment = { key: process.env.OPENAI_API_KEY, url: process.env.OPENAI_BASE_URL };
afterEach(() => {
  globalThis.fetch = originalFetch;
  for (const [name, value] of [
    ["OPENAI_API_KEY", environment.key],
    ["OPENAI_BASE_URL", environment.url],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

test("the tool README's agent loop runs against a Chat Completions server", async () => {
  expect(loop, "a ts block importing openai in packages/tool/README.md").toBeDefined();
  if (loop === undefined) return;
  const bodies: { messages: WireMessage[]; tools: { function: { name: string } }[] }[] = [];
  const authorizations: (string | undefined)[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    bodies.push(body);
    authorizations.push(request.headers.authorization);
    const problem = conversationProblem(body.messages);
    const message = turns[bodies.length - 1];
    response.setHeader("content-type", "application/json");
    if (request.url !== "/v1/chat/completions" || problem !== undefined || message === undefined) {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: { message: problem ?? `unexpected ${request.url}` } }));
      return;
    }
    const finish = message.tool_calls === undefined ? "stop" : "tool_calls";
    response.end(
      JSON.stringify({
        id: `chatcmpl-${bodies.length}`,
        object: "chat.completion",
        created: 1,
        model: body.model,
        choices: [{ index: 0, message: { ...message, refusal: null }, finish_reason: finish }],
      }),
    );
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  try {
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
    // The README's tool asks a weather service; here it answers from a table.
    const weatherAsked: string[] = [];
    globalThis.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith("https://weather.example/")) return originalFetch(input, init);
      weatherAsked.push(url);
      return Response.json({ city: "Paris", forecast: ["sunny", "sunny", "sunny"] });
    };
    const run = await runExample(writeExampleFile(loop, work, ROOT, 0));
    expect(run.failure).toBeUndefined();
    expect(run.printed).toEqual(["Paris: sunny for three days."]);
    expect(weatherAsked).toEqual(["https://weather.example/Paris?unit=c"]);
    expect(authorizations).toEqual(["Bearer sk-test", "Bearer sk-test", "Bearer sk-test"]);
    expect(bodies.map((body) => body.tools.map((tool) => tool.function.name))).toEqual([
      ["get_weather"],
      ["get_weather"],
      ["get_weather"],
    ]);
    const last = bodies[2]?.messages ?? [];
    expect(last.map((message) => [message.role, message.tool_call_id ?? null])).toEqual([
      ["user", null],
      ["assistant", null],
      ["tool", "call_1"],
      ["assistant", null],
      ["tool", "call_2"],
    ]);
    expect(last[2]?.content).toBe(
      'error: invalid arguments for get_weather:\n$: missing required property "city"\n' +
        '$: unexpected property "country"\n$.days: expected integer, got string\n' +
        '$.unit: "kelvin" is not one of ["c","f"]',
    );
    expect(last[4]?.content).toBe('{"city":"Paris","forecast":["sunny","sunny","sunny"]}');
  } finally {
    server.close();
    server.closeAllConnections();
  }
}, 30_000);
