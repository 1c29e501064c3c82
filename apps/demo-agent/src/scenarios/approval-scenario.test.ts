import { describe, expect, it } from "vitest";
import { DENIED_MESSAGE } from "../cli/approval-gate.js";
import { runCli } from "../cli/run-cli.js";

async function demo(argv: string[], answers?: string[]) {
  let stdout = "";
  let stderr = "";
  const asked: string[] = [];
  const code = await runCli(["--scenario", "approval", ...argv], {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: { NO_COLOR: "1" },
    ask:
      answers === undefined
        ? undefined
        : async (question) => {
            asked.push(question);
            return answers.shift() ?? "";
          },
  });
  return { code, stdout, stderr, asked };
}

describe("pnpm demo --scenario approval", () => {
  it("--approve all: the pending call, the decision, the tool's answer the model read", async () => {
    const { code, stdout } = await demo(["--approve", "all"]);
    expect(code).toBe(0);
    expect(stdout).toContain('⏸ approval needed: send_email {"body":');
    expect(stdout).toContain("⏵ approved");
    expect(stdout).toContain('sent "Meeting notes" to ada@example.com');
    expect(stdout).toContain('answer  Done: sent "Meeting notes" to ada@example.com.');
  });

  it("--approve none: the denial's message reaches the model, which answers without the tool", async () => {
    const { code, stdout } = await demo(["--approve", "none", "--json"]);
    expect(code).toBe(0);
    const events = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(events.find((event) => event.type === "approval")).toMatchObject({
      name: "send_email",
      decision: "deny",
      message: DENIED_MESSAGE,
    });
    expect(events.find((event) => event.type === "tool")).toMatchObject({
      kind: "denied",
      content: `error: ${DENIED_MESSAGE}`,
    });
    expect(events.find((event) => event.type === "answer")?.text).toBe(
      `I did not send the email. The reviewer said: ${DENIED_MESSAGE}`,
    );
  });

  it("without --approve and without a TTY, the call is denied: fail closed", async () => {
    const { stdout } = await demo([]);
    expect(stdout).toContain(`⏵ denied: ${DENIED_MESSAGE}`);
  });

  it("on a TTY it asks approve? [y/N/e(dit)]; an edit is validated again and runs", async () => {
    const edited = { to: "grace@example.com", subject: "Notes", body: "Here." };
    const { stdout, asked } = await demo([], ["e", JSON.stringify(edited)]);
    expect(asked[0]).toMatch(/approve\? \[y\/N\/e\(dit\)\] $/);
    expect(stdout).toContain(`⏵ edited to ${JSON.stringify(edited)}`);
    expect(stdout).toContain('answer  Done: sent "Notes" to grace@example.com.');
    const refused = await demo([], ["e", '{"to":"x"}']);
    expect(refused.stdout).toContain(
      "the human's edit was refused: invalid arguments for send_email:",
    );
    const denied = await demo([], ["n", "use the team list instead"]);
    expect(denied.stdout).toContain(
      "answer  I did not send the email. The reviewer said: use the team list instead",
    );
  });

  it("refuses an --approve it does not know", async () => {
    const { code, stderr } = await demo(["--approve", "maybe"]);
    expect(code).toBe(2);
    expect(stderr).toContain('--approve is "maybe"; expected "all" or "none"');
  });
});
