// `pnpm demo --scenario chart --json` with a model server: the `sent` line is what the server read.
import { afterEach, describe, expect, it } from "vitest";
import { type CliIo, runCli } from "../src/cli/run-cli.js";
import { type ChatServer, startChatServer } from "./chat-server.js";

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ANSWERS = [
  {
    type: "message",
    role: "assistant",
    content: [
      {
        type: "tool_use",
        id: "toolu_1",
        name: "forecast_chart",
        input: { city: "Paris", days: 5 },
      },
    ],
    stop_reason: "tool_use",
  },
  {
    type: "message",
    role: "assistant",
    content: [{ type: "text", text: "Done." }],
    stop_reason: "end_turn",
  },
];

async function demo(flags: string[]) {
  server = await startChatServer((_request, index) => ({ body: ANSWERS[index] }));
  let stdout = "";
  const io: CliIo = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: () => true },
    env: {},
  };
  const argv = ["--provider", "anthropic", "--base-url", server.baseUrl, "--model", "m"];
  const code = await runCli([...argv, "--scenario", "chart", ...flags], io);
  expect(code).toBe(0);
  const messages = (server.requests[1]?.body.messages ?? []) as unknown[];
  return { stdout, last: messages.at(-1) as { content: { content: unknown[] }[] } };
}

describe("pnpm demo --provider anthropic --scenario chart", () => {
  it("--json: a sent line holds exactly the request's last message, the image's base64 in full", async () => {
    const { stdout, last } = await demo(["--json"]);
    const events = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string });
    const sent = events.filter((event) => event.type === "sent");
    expect(sent).toEqual([
      { type: "sent", step: 2, provider: "anthropic:m", field: "messages", items: [last] },
    ]);
    const image = last.content[0]?.content[1] as { type: string; source: { data: string } };
    expect(image.type).toBe("image");
    expect(stdout).toContain(`"data":"${image.source.data}"`);
  });

  it("the text transcript shows the sent message with the base64 shortened", async () => {
    const { stdout, last } = await demo([]);
    const image = last.content[0]?.content[1] as { source: { data: string } };
    const data = image.source.data;
    expect(stdout).toContain("  ⇢ sent to anthropic:m as the last messages of the next request:");
    expect(stdout).toContain(
      `"source":{"type":"base64","media_type":"image/png","data":"${data.slice(0, 16)}… (${data.length} characters of base64)"}`,
    );
    expect(stdout).not.toContain(data);
  });
});
