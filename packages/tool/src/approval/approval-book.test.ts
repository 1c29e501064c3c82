import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { askPay, payRegistry, refusedWith } from "../../test/approval-fixtures.js";
import { deferred, toolCall } from "../../test/fixtures.js";
import { defineTool } from "../define/define-tool.js";
import { ApprovalRegistry } from "./approval-registry.js";
import { pendingOf } from "./approval-required.js";
import type { PendingApproval } from "./pending-approval.js";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A zod tool whose output differs from its input: the city upper-cased, `days` defaulted. */
function zodRegistry(needsApproval: (args: { city: string; days: number }) => boolean) {
  const runs: unknown[] = [];
  const seen: unknown[] = [];
  const tools = new ApprovalRegistry().mustRegister(
    defineTool({
      name: "book",
      description: "Books a trip.",
      parameters: z.object({
        city: z.string().transform((city) => city.toUpperCase()),
        days: z.number().default(3),
      }),
      needsApproval: (args) => {
        seen.push(args);
        return needsApproval(args);
      },
      execute: (args) => {
        runs.push(args);
        return `booked ${args.city}`;
      },
    }),
  );
  return { tools, runs, seen };
}

describe("approvalNeeded", () => {
  it("is false with no tool that needs approval, and for a tool that needs none", async () => {
    expect(await new ApprovalRegistry().approvalNeeded("pay", {})).toBe(false);
    const { tools } = payRegistry();
    tools.register(defineTool({ name: "free", description: "d", execute: () => "ran" }));
    expect(await tools.approvalNeeded("free", {})).toBe(false);
    expect(await tools.approvalNeeded("pay", { to: "bob", cents: 5 })).toBe(true);
  });

  it("asks the predicate with the validator's output, not the raw arguments", async () => {
    const { tools, seen, runs } = zodRegistry(() => true);
    expect(await tools.approvalNeeded("book", { city: "rome" })).toBe(true);
    expect(seen).toEqual([{ city: "ROME", days: 3 }]);
    expect(runs).toEqual([]);
  });
});

describe("the gate", () => {
  it("a call its predicate lets through runs on the validator's output", async () => {
    const { tools, runs } = zodRegistry(() => false);
    const result = await tools.call(toolCall("book", '{"city":"rome"}'));
    expect(result.content).toBe("booked ROME");
    expect(runs).toEqual([{ city: "ROME", days: 3 }]);
  });

  it("puts the arguments as sent to the human (JSON), and runs the approved call on the validator's output (a bigint)", async () => {
    const runs: unknown[] = [];
    const tools = new ApprovalRegistry().mustRegister(
      defineTool({
        name: "transfer",
        description: "Moves money.",
        parameters: z.object({ cents: z.string().transform((cents) => BigInt(cents)) }),
        needsApproval: true,
        execute: (args) => {
          runs.push(args);
          return "moved";
        },
      }),
    );
    const asked = await tools.call(toolCall("transfer", '{"cents":"5"}'));
    const pending = pendingOf(asked) as PendingApproval;
    expect(pending.arguments).toEqual({ cents: "5" });
    expect(JSON.parse(JSON.stringify(pending.toJSON())).arguments).toEqual({ cents: "5" });
    expect(runs).toEqual([]);
    const result = await tools.resume(pending, { type: "approve" });
    expect(result.content).toBe("moved");
    expect(runs).toEqual([{ cents: 5n }]);
  });

  it("a tool unregistered while its predicate ran is refused, not put to a human", async () => {
    const gate = deferred<boolean>();
    const { tools, runs } = payRegistry({ needsApproval: () => gate.promise });
    const answered = tools.call(toolCall("pay", '{"to":"bob","cents":5}'));
    tools.unregister("pay");
    gate.resolve(true);
    const result = await answered;
    expect([result.kind, result.content]).toEqual([
      "tool_failed",
      "tool pay failed in the registry: the tool is gone",
    ]);
    expect(runs).toEqual([]);
  });

  it("ids are random bytes from Web Crypto, in hex", async () => {
    const spy = vi.spyOn(globalThis.crypto, "getRandomValues").mockImplementation((array) => {
      (array as Uint8Array).fill(0xab);
      return array;
    });
    const pending = await askPay(payRegistry().tools);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(pending.id).toBe("ab".repeat(16));
  });

  it("without Web Crypto: ids unique in the process, and a registry that signs refuses to ask", async () => {
    vi.stubGlobal("crypto", undefined);
    const { tools } = payRegistry();
    const ids = [(await askPay(tools, "a")).id, (await askPay(tools, "b")).id];
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const signing = payRegistry({ signingKey: "k" });
    const result = await signing.tools.call(toolCall("pay", '{"to":"bob","cents":5}'));
    expect([result.kind, result.content]).toEqual([
      "tool_failed",
      "tool pay failed in the registry: the approval could not be signed (Web Crypto (globalThis.crypto.subtle) is not available)",
    ]);
    expect(signing.runs).toEqual([]);
  });
});

describe("claim (resume)", () => {
  it("takes a copy of the pending approval whose fields match (through a queue, structuredClone)", async () => {
    const { tools, runs } = payRegistry();
    const pending = await askPay(tools);
    const copy = structuredClone({ ...pending }) as PendingApproval;
    expect((await tools.resume(copy, { type: "approve" })).content).toBe("paid 5 to bob");
    expect(runs).toEqual([{ to: "bob", cents: 5 }]);
  });

  it("refuses a copy with another tool, fingerprint, call id or arguments, and runs nothing", async () => {
    const { tools, runs } = payRegistry();
    const pending = await askPay(tools);
    const mismatch = `approval ${pending.id} does not match the call put to the human (call id, tool, arguments or fingerprint differ); nothing ran`;
    for (const change of [
      { toolName: "refund" },
      { fingerprint: "0123456789abcdef" },
      { callId: "c2" },
      { arguments: { to: "bob", cents: 6 } },
      { arguments: { when: new Date(0) } },
    ]) {
      const altered = { ...pending, ...change } as unknown as PendingApproval;
      await refusedWith(
        tools.resume(altered, { type: "approve" }),
        "fingerprint_mismatch",
        mismatch,
      );
    }
    expect(runs).toEqual([]);
  });

  it("names the approval it refuses: not pending here, resumed already, not one at all", async () => {
    const { tools } = payRegistry();
    const pending = await askPay(tools);
    await tools.resume(pending, { type: "deny" });
    await refusedWith(
      tools.resume(pending, { type: "approve" }),
      "already_resumed",
      `approval ${pending.id} was resumed already; nothing ran`,
    );
    const elsewhere = await askPay(payRegistry().tools);
    await refusedWith(
      tools.resume(elsewhere, { type: "approve" }),
      "unknown_approval",
      `approval "${elsewhere.id}" is not pending in this registry (read a stored one with readPending); nothing ran`,
    );
    const notOne = "the value given is not a pending approval; nothing ran";
    await refusedWith(tools.resume(null as never, { type: "approve" }), "unknown_approval", notOne);
    await refusedWith(
      tools.resume({ id: 5 } as never, { type: "approve" }),
      "unknown_approval",
      notOne,
    );
    expect(() => tools.discard({ id: 5 } as never)).toThrow(notOne);
  });

  it("refuses when the tool is gone or has another schema", async () => {
    const { tools } = payRegistry();
    const pending = await askPay(tools);
    tools.unregister("pay");
    await refusedWith(
      tools.resume(pending, { type: "approve" }),
      "tool_changed",
      "tool pay is not registered; nothing ran",
    );
    tools.register(
      defineTool({ name: "pay", description: "d", needsApproval: true, execute: () => "ran" }),
    );
    await refusedWith(
      tools.resume(pending, { type: "approve" }),
      "fingerprint_mismatch",
      `approval ${pending.id} does not match tool pay as registered now with these arguments (the tool's schema changed, or the approval was altered); nothing ran`,
    );
  });
});

describe("read (readPending)", () => {
  it("refuses, by exact message, unsigned, foreign and unexpected signatures", async () => {
    const signed = payRegistry({ signingKey: "key-one" });
    const good = (await askPay(signed.tools)).toJSON();
    const { signature: _signature, ...unsigned } = good;
    await refusedWith(
      signed.tools.readPending(unsigned),
      "bad_signature",
      `approval ${good.id} is not signed; nothing ran`,
    );
    await refusedWith(
      payRegistry({ signingKey: "key-two" }).tools.readPending(good),
      "bad_signature",
      `approval ${good.id} is not signed by this registry's key, or was altered; nothing ran`,
    );
    await refusedWith(
      payRegistry().tools.readPending(good),
      "bad_signature",
      `approval ${good.id} is signed and this registry has no signingKey to check it; nothing ran`,
    );
    expect(signed.runs).toEqual([]);
  });

  it("refuses one resumed already, and one whose tool is not registered here", async () => {
    const { tools } = payRegistry();
    const pending = await askPay(tools);
    await tools.resume(pending, { type: "approve" });
    await refusedWith(
      tools.readPending(pending.toJSON()),
      "already_resumed",
      `approval ${pending.id} was resumed already; nothing ran`,
    );
    await refusedWith(
      new ApprovalRegistry().readPending(pending.toJSON()),
      "tool_changed",
      "tool pay is not registered; nothing ran",
    );
  });

  it("refuses a stored copy that differs from the approval pending under its id", async () => {
    const { tools, runs } = payRegistry();
    const pending = await askPay(tools);
    // Other arguments with their own fingerprint: fine for the tool, not what the human saw.
    const other = (await askPay(payRegistry().tools, "c1", '{"to":"mallory","cents":5}')).toJSON();
    const differs = `approval ${pending.id} differs from the one pending under that id; nothing ran`;
    await refusedWith(
      tools.readPending({
        ...pending.toJSON(),
        ...{ arguments: other.arguments, fingerprint: other.fingerprint },
      }),
      "fingerprint_mismatch",
      differs,
    );
    // The same arguments, fingerprinted for the schema registered since.
    const looser = { ...PAY_LOOSE, needsApproval: true as const, execute: () => "ran" };
    tools.unregister("pay");
    tools.register(defineTool(looser));
    const now = new ApprovalRegistry().mustRegister(defineTool(looser));
    const again = pendingOf(await now.call(toolCall("pay", '{"to":"bob","cents":5}')));
    await refusedWith(
      tools.readPending({ ...pending.toJSON(), fingerprint: again?.fingerprint }),
      "fingerprint_mismatch",
      differs,
    );
    expect(runs).toEqual([]);
  });
});

const PAY_LOOSE = { name: "pay", description: "Pays anyone." } as const;
