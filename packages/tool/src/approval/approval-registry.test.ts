import { describe, expect, it } from "vitest";
import { defineTool } from "../define/define-tool.js";
import { newTool } from "../define/func-tool.js";
import { InvalidToolDefinitionError } from "../define/registration-errors.js";
import type { NeedsApproval } from "../define/tool.js";
import { Registry } from "../registry.js";
import { InvalidRegistryOptionError } from "../registry-option-error.js";
import { ApprovalError } from "./approval-error.js";
import { ApprovalRegistry } from "./approval-registry.js";
import { ApprovalRequired, pendingOf } from "./approval-required.js";
import type { PendingApproval } from "./pending-approval.js";

const call = (id: string, args: string, name = "pay") => ({
  id,
  type: "function" as const,
  function: { name, arguments: args },
});

const payParameters = {
  type: "object",
  properties: { to: { type: "string", minLength: 1 }, cents: { type: "integer", minimum: 1 } },
  required: ["to", "cents"],
  additionalProperties: false,
} as const;

function payRegistry(needsApproval: NeedsApproval<{ to: string; cents: number }> = true) {
  const runs: unknown[] = [];
  const tools = new ApprovalRegistry();
  tools.register(
    defineTool({
      name: "pay",
      description: "Pays someone.",
      parameters: payParameters,
      needsApproval,
      execute: (args) => {
        runs.push(args);
        return `paid ${args.cents} to ${args.to}`;
      },
    }),
  );
  return { tools, runs };
}

async function pendingCall(tools: ApprovalRegistry, id = "c1", args = '{"to":"bob","cents":5}') {
  const result = await tools.call(call(id, args));
  const pending = pendingOf(result);
  if (pending === undefined) throw new Error(`expected approval_required, got ${result.kind}`);
  return { result, pending };
}

describe("a plain Registry fails closed", () => {
  it("refuses a tool that needs approval, naming the subpath", () => {
    const tool = defineTool({
      name: "pay",
      description: "d",
      needsApproval: true,
      execute: () => "",
    });
    const attempt = () => new Registry().register(tool);
    expect(attempt).toThrow(InvalidToolDefinitionError);
    expect(attempt).toThrow(
      'tool "pay" needs approval; use ApprovalRegistry from "@tinyllm/tool/approval"',
    );
    const predicate = newTool("p", "d", undefined, () => "", { needsApproval: () => false });
    expect(() => new Registry().register(predicate)).toThrow("@tinyllm/tool/approval");
  });

  it("registers tools with needsApproval false or absent as before", async () => {
    const tools = new Registry().mustRegister(
      defineTool({ name: "a", description: "d", needsApproval: false, execute: () => "ran" }),
    );
    expect((await tools.call(call("1", "{}", "a"))).content).toBe("ran");
  });

  it("refuses a needsApproval that is neither a boolean nor a function", () => {
    const tool = {
      definition: () => ({
        type: "function" as const,
        function: { name: "odd", description: "d" },
      }),
      execute: () => "",
      needsApproval: "yes",
    };
    expect(() => new ApprovalRegistry().register(tool as never)).toThrow(
      'tool "odd" has needsApproval of type string; expected a boolean or a function',
    );
  });
});

describe("approval_required", () => {
  it("validates first: a refused call is refused as always, never put to a human", async () => {
    const { tools, runs } = payRegistry();
    const result = await tools.call(call("c1", '{"to":"","cents":0}'));
    expect(result.kind).toBe("invalid_arguments");
    expect(pendingOf(result)).toBeUndefined();
    expect(runs).toEqual([]);
  });

  it("answers a valid call with the call id, tool, validated arguments and fingerprint, without running", async () => {
    const { tools, runs } = payRegistry();
    const { result, pending } = await pendingCall(tools, "c1", '{"cents":5,"to":"bob"}');
    expect(result).toBeInstanceOf(ApprovalRequired);
    expect(result.kind).toBe("approval_required");
    expect(result.isError).toBe(true);
    expect(result.content).toBe("tool pay needs a human's approval before it runs; it has not run");
    expect(pending.callId).toBe("c1");
    expect(pending.toolName).toBe("pay");
    expect(pending.arguments).toEqual({ to: "bob", cents: 5 });
    expect(Object.isFrozen(pending.arguments)).toBe(true);
    expect(pending.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(runs).toEqual([]);
    // The same arguments in another key order bind to the same fingerprint.
    const again = await pendingCall(tools, "c2", '{"to":"bob","cents":5}');
    expect(again.pending.fingerprint).toBe(pending.fingerprint);
    const other = await pendingCall(tools, "c3", '{"to":"bob","cents":6}');
    expect(other.pending.fingerprint).not.toBe(pending.fingerprint);
  });

  it("asks a predicate with the validated arguments and the call's context", async () => {
    const seen: unknown[] = [];
    const { tools, runs } = payRegistry((args, context) => {
      seen.push([args, context]);
      return Promise.resolve(args.cents > 100);
    });
    const small = await tools.call(call("c1", '{"to":"bob","cents":5}'), { context: "ctx" });
    expect(small.kind).toBe("ok");
    const large = await tools.call(call("c2", '{"to":"bob","cents":500}'));
    expect(large.kind).toBe("approval_required");
    expect(runs).toEqual([{ to: "bob", cents: 5 }]);
    expect(seen).toEqual([
      [{ to: "bob", cents: 5 }, "ctx"],
      [{ to: "bob", cents: 500 }, undefined],
    ]);
  });

  it("fails closed on a predicate that throws, rejects or answers something else", async () => {
    const thrown = payRegistry(() => {
      throw new Error("no db");
    });
    const result = await thrown.tools.call(call("c1", '{"to":"bob","cents":5}'));
    expect(result.kind).toBe("tool_failed");
    expect(result.content).toBe(
      "tool pay failed in the registry: needsApproval threw: no db; the tool did not run",
    );
    const rejected = payRegistry(() => Promise.reject(new Error("down")));
    expect((await rejected.tools.call(call("c1", '{"to":"bob","cents":5}'))).kind).toBe(
      "tool_failed",
    );
    const truthy = payRegistry(() => 1 as unknown as boolean);
    expect((await truthy.tools.call(call("c1", '{"to":"bob","cents":5}'))).kind).toBe(
      "approval_required",
    );
    expect([thrown.runs, rejected.runs, truthy.runs]).toEqual([[], [], []]);
  });
});

describe("resume", () => {
  it("approve runs the tool once, on the arguments put to the human", async () => {
    const { tools, runs } = payRegistry();
    const { pending } = await pendingCall(tools);
    const result = await tools.resume(pending, { type: "approve" });
    expect(result.kind).toBe("ok");
    expect(result.callId).toBe("c1");
    expect(result.content).toBe("paid 5 to bob");
    expect(runs).toEqual([{ to: "bob", cents: 5 }]);
    await expect(tools.resume(pending, { type: "approve" })).rejects.toMatchObject({
      code: "already_resumed",
    });
    expect(runs).toHaveLength(1);
  });

  it("deny answers `denied` with the human's message, which is what the model reads", async () => {
    const { tools, runs } = payRegistry();
    const { pending } = await pendingCall(tools);
    const result = await tools.resume(pending, { type: "deny", message: "not to bob, ever" });
    expect(result.kind).toBe("denied");
    expect(result.content).toBe("not to bob, ever");
    expect(result.message()).toEqual({
      role: "tool",
      tool_call_id: "c1",
      content: "error: not to bob, ever",
    });
    const second = await pendingCall(tools, "c2");
    expect((await tools.resume(second.pending, { type: "deny" })).content).toBe(
      "a human denied the call to pay; it did not run",
    );
    expect(runs).toEqual([]);
  });

  it("edit validates the human's arguments again and runs on them", async () => {
    const { tools, runs } = payRegistry();
    const { pending } = await pendingCall(tools);
    const refused = await tools.resume(pending, {
      type: "edit",
      arguments: { to: "bob", cents: -1 },
    });
    expect(refused.kind).toBe("invalid_arguments");
    expect(refused.content).toBe(
      "the human's edit was refused: invalid arguments for pay:\n$.cents: expected a number >= 1, got -1",
    );
    expect(runs).toEqual([]);
    const second = await pendingCall(tools, "c2");
    const edited = await tools.resume(second.pending, {
      type: "edit",
      arguments: { to: "carol", cents: 3 },
    });
    expect(edited.content).toBe("paid 3 to carol");
    expect(runs).toEqual([{ to: "carol", cents: 3 }]);
  });

  it("fails closed, running nothing, for changed fields, unknown approvals and bad decisions", async () => {
    const { tools, runs } = payRegistry();
    const { pending } = await pendingCall(tools);
    const altered = {
      ...pending,
      arguments: { to: "mallory", cents: 5 },
    } as unknown as PendingApproval;
    await expect(tools.resume(altered, { type: "approve" })).rejects.toMatchObject({
      code: "fingerprint_mismatch",
    });
    const renamed = { ...pending, callId: "other" } as unknown as PendingApproval;
    await expect(tools.resume(renamed, { type: "approve" })).rejects.toMatchObject({
      code: "fingerprint_mismatch",
    });
    const elsewhere = await pendingCall(payRegistry().tools);
    await expect(tools.resume(elsewhere.pending, { type: "approve" })).rejects.toMatchObject({
      code: "unknown_approval",
    });
    await expect(tools.resume(null as never, { type: "approve" })).rejects.toThrow(ApprovalError);
    await expect(tools.resume(pending, { type: "yes" } as never)).rejects.toMatchObject({
      code: "invalid_decision",
    });
    await expect(
      tools.resume(pending, { type: "approve", arguments: {} } as never),
    ).rejects.toMatchObject({ code: "invalid_decision" });
    await expect(
      tools.resume(pending, { type: "edit", arguments: { f: () => 1 } } as never),
    ).rejects.toMatchObject({ code: "invalid_decision" });
    expect(runs).toEqual([]);
    // None of these consumed it.
    expect((await tools.resume(pending, { type: "approve" })).kind).toBe("ok");
  });

  it("fails closed when the tool was registered again with another schema", async () => {
    const { tools, runs } = payRegistry();
    const { pending } = await pendingCall(tools);
    tools.unregister("pay");
    await expect(tools.resume(pending, { type: "approve" })).rejects.toMatchObject({
      code: "tool_changed",
    });
    tools.register(
      defineTool({
        name: "pay",
        description: "Pays someone.",
        parameters: { ...payParameters, properties: { ...payParameters.properties, memo: {} } },
        needsApproval: true,
        execute: (args) => runs.push(args),
      }),
    );
    await expect(tools.resume(pending, { type: "approve" })).rejects.toMatchObject({
      code: "fingerprint_mismatch",
    });
    expect(runs).toEqual([]);
  });

  it("hands the tool the resume's context and tells the hooks", async () => {
    const events: string[] = [];
    const tools = new ApprovalRegistry<{ user: string }>({
      onCallEnd: (event) => {
        events.push(`${event.callId}:${event.kind}`);
      },
    });
    tools.register(
      defineTool({
        name: "pay",
        description: "d",
        requiresContext: true,
        needsApproval: true,
        execute: (_args, { context }: { context: { user: string } }) => context.user,
      }),
    );
    const { pending } = await pendingCall(tools, "c1", "{}");
    expect(
      (await tools.resume(pending, { type: "approve" }, { context: { user: "ada" } })).content,
    ).toBe("ada");
    expect(events).toEqual(["c1:approval_required", "c1:ok"]);
    await expect(
      tools.resume(pending, { type: "approve" }, { singal: 1 } as never),
    ).rejects.toMatchObject({
      code: "invalid_options",
    });
  });

  it("discard forgets a pending approval", async () => {
    const { tools } = payRegistry();
    const { pending } = await pendingCall(tools);
    expect(tools.discard(pending)).toBe(true);
    expect(tools.discard(pending)).toBe(false);
    await expect(tools.resume(pending, { type: "approve" })).rejects.toThrow(ApprovalError);
  });
});

describe("callAll", () => {
  it("runs the calls that need no approval; one result per call, in order", async () => {
    const { tools, runs } = payRegistry((args) => args.cents > 10);
    const results = await tools.callAll([
      call("a", '{"to":"x","cents":1}'),
      call("b", '{"to":"y","cents":50}'),
      call("c", '{"to":""}'),
      call("d", '{"to":"z","cents":2}'),
    ]);
    expect(results.map((result) => [result.callId, result.kind])).toEqual([
      ["a", "ok"],
      ["b", "approval_required"],
      ["c", "invalid_arguments"],
      ["d", "ok"],
    ]);
    expect(runs).toEqual([
      { to: "x", cents: 1 },
      { to: "z", cents: 2 },
    ]);
    const pending = pendingOf(results[1]) as PendingApproval;
    expect((await tools.resume(pending, { type: "approve" })).content).toBe("paid 50 to y");
  });
});

describe("approvalNeeded", () => {
  it("says whether a call would be put to a human, running nothing", async () => {
    const seen: unknown[] = [];
    const { tools, runs } = payRegistry((args, context) => {
      seen.push(context);
      return args.cents > 10;
    });
    expect(await tools.approvalNeeded("pay", { to: "bob", cents: 50 }, "ctx")).toBe(true);
    expect(await tools.approvalNeeded("pay", { to: "bob", cents: 5 })).toBe(false);
    // Validated first: arguments the schema refuses are never put to a human.
    expect(await tools.approvalNeeded("pay", { to: "", cents: 50 })).toBe(false);
    expect(await tools.approvalNeeded("nope", {})).toBe(false);
    expect(seen).toEqual(["ctx", undefined]);
    const throwing = payRegistry(() => {
      throw new Error("down");
    });
    expect(await throwing.tools.approvalNeeded("pay", { to: "bob", cents: 5 })).toBe(true);
    expect(runs).toEqual([]);
  });
});

describe("refusals by exact message", () => {
  it("names a signingKey it cannot use", () => {
    const expected = (what: string) =>
      `registry option signingKey is ${what}; expected a non-empty string, a Uint8Array or an HMAC CryptoKey`;
    expect(() => new ApprovalRegistry({ signingKey: "" })).toThrow(expected('""'));
    const thrown = (() => {
      try {
        new ApprovalRegistry({ signingKey: "" });
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toMatchObject({ option: "signingKey" });
    expect(() => new ApprovalRegistry({ signingKey: 3 as never })).toThrow(expected('"number"'));
    expect(() => new ApprovalRegistry({ signingKey: new Uint8Array(0) })).toThrow(
      expected('"object"'),
    );
  });

  it("refuses a CryptoKey that is not for HMAC", async () => {
    const aes = await crypto.subtle.generateKey({ name: "AES-GCM", length: 128 }, false, [
      "encrypt",
    ]);
    expect(() => new ApprovalRegistry({ signingKey: aes as CryptoKey })).toThrow(
      InvalidRegistryOptionError,
    );
  });

  it("names resume's unknown option", async () => {
    const { tools } = payRegistry();
    const { pending } = await pendingCall(tools);
    const error = await tools
      .resume(pending, { type: "approve" }, { singal: 1 } as never)
      .catch((thrown: unknown) => thrown);
    expect(ApprovalError.isInstance(error) && error.code).toBe("invalid_options");
    expect((error as Error).message).toMatch(
      /^unknown option "singal"; did you mean "signal"\? resume /,
    );
    expect((error as Error).message).toMatch(/; nothing ran$/);
  });
});

describe("ApprovalRequired and PendingApproval", () => {
  it("isInstance knows an approval_required of another copy of the package", async () => {
    const copy = Object.create({ [Symbol.for("@tinyllm/tool.ApprovalRequired")]: true });
    expect(ApprovalRequired.isInstance(copy)).toBe(true);
    const { tools } = payRegistry();
    const { result } = await pendingCall(tools);
    expect(ApprovalRequired.isInstance(result)).toBe(true);
    expect(ApprovalRequired.isInstance({ kind: "approval_required" })).toBe(false);
  });

  it("toJSON of an unsigned approval has no signature field at all (a document store keeps undefined as null)", async () => {
    const { tools } = payRegistry();
    const { pending } = await pendingCall(tools);
    expect("signature" in pending.toJSON()).toBe(false);
  });
});
