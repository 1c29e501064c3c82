import { describe, expect, it } from "vitest";
import { defineTool } from "../define/define-tool.js";
import { Registry } from "../registry.js";

interface Session {
  readonly user: string;
  readonly token: string;
}

const call = (id: string, name = "whoami", args = "{}") => ({
  id,
  type: "function" as const,
  function: { name, arguments: args },
});

function registry() {
  const seen: unknown[] = [];
  const whoami = defineTool({
    name: "whoami",
    description: "Says who the call runs for.",
    requiresContext: true,
    execute: (_args, { context }: { context: Session }) => {
      seen.push(context);
      return context.user;
    },
  });
  const loose = defineTool({
    name: "loose",
    description: "Runs with or without a context.",
    execute: (_args, { context }) => (context === undefined ? "none" : "some"),
  });
  const tools = new Registry<Session>({
    onCallEnd: (event) => {
      seen.push(event.result.content);
    },
  });
  tools.mustRegister(whoami, loose);
  return { tools, seen };
}

const session: Session = { user: "ada", token: "secret-token-123" };

describe("per-call context", () => {
  it("reaches execute as toolContext.context, the same object, in call and callAll", async () => {
    const { tools, seen } = registry();
    const one = await tools.call(call("a"), { context: session });
    expect(one.kind).toBe("ok");
    expect(one.content).toBe("ada");
    expect(seen[0]).toBe(session);
    const all = await tools.callAll([call("b"), call("c", "loose")], { context: session });
    expect(all.map((result) => result.content)).toEqual(["ada", "some"]);
  });

  it("refuses a tool that requires a context when the call gave none, before it runs", async () => {
    const { tools, seen } = registry();
    const result = await tools.call(call("a"));
    expect(result.kind).toBe("tool_failed");
    expect(result.content).toBe(
      "tool whoami failed in the registry: it requires options.context and the call gave none; the tool did not run",
    );
    expect(seen.filter((item) => typeof item === "object")).toEqual([]);
    const [all] = await tools.callAll([call("b")]);
    expect(all?.kind).toBe("tool_failed");
  });

  it("lets a tool that does not require one run without it", async () => {
    const { tools } = registry();
    expect((await tools.call(call("a", "loose"))).content).toBe("none");
  });

  it("never shows the context to the model, the hooks or an error", async () => {
    const { tools, seen } = registry();
    const results = [
      await tools.call(call("a", "whoami", '{"x":'), { context: session }),
      await tools.call(call("b", "nope"), { context: session }),
      await tools.call(call("c", "whoami", '{"extra":1}'), { context: session }),
    ];
    const failing = new Registry<Session>().mustRegister(
      defineTool({
        name: "boom",
        description: "Throws.",
        execute: () => {
          throw new Error("failed");
        },
      }),
    );
    results.push(await failing.call(call("d", "boom"), { context: session }));
    for (const result of results) {
      expect(JSON.stringify(result.message())).not.toContain("secret-token-123");
    }
    for (const text of seen.filter((item) => typeof item === "string")) {
      expect(text).not.toContain("secret-token-123");
    }
  });

  it("treats a getter that throws on requiresContext as requiring one", async () => {
    const tools = new Registry();
    let ran = 0;
    tools.register({
      definition: () => ({
        type: "function",
        function: { name: "odd", description: "d", parameters: { type: "object" } },
      }),
      execute: () => {
        ran += 1;
        return "ran";
      },
      get requiresContext(): boolean {
        throw new Error("no");
      },
    });
    expect((await tools.call(call("a", "odd"))).kind).toBe("tool_failed");
    expect(ran).toBe(0);
    expect((await tools.call(call("b", "odd"), { context: 1 })).content).toBe("ran");
  });
});
