import { describe, expect, it } from "vitest";
import { defineTool } from "../define/define-tool.js";
import { InvalidRegistryOptionError } from "../registry-option-error.js";
import { ApprovalRegistry } from "./approval-registry.js";
import { pendingOf } from "./approval-required.js";
import type { PendingApproval } from "./pending-approval.js";
import type { SigningKey } from "./sign-pending.js";

const call = (id: string, args: string) => ({
  id,
  type: "function" as const,
  function: { name: "send", arguments: args },
});

function mailer(signingKey?: SigningKey) {
  const runs: unknown[] = [];
  const tools = new ApprovalRegistry({ signingKey });
  tools.register(
    defineTool({
      name: "send",
      description: "Sends mail.",
      parameters: {
        type: "object",
        properties: { to: { type: "string" } },
        required: ["to"],
        additionalProperties: false,
      },
      needsApproval: true,
      execute: (args) => {
        runs.push(args);
        return `sent to ${args.to}`;
      },
    }),
  );
  return { tools, runs };
}

async function ask(tools: ApprovalRegistry, id = "c1", to = "bob"): Promise<PendingApproval> {
  const pending = pendingOf(await tools.call(call(id, JSON.stringify({ to }))));
  if (pending === undefined) throw new Error("expected approval_required");
  return pending;
}

describe("toJSON and readPending", () => {
  it("stores a pending approval and resumes it in another registry (another process)", async () => {
    const first = mailer();
    const stored = JSON.stringify(await ask(first.tools));
    const json = JSON.parse(stored);
    expect(Object.keys(json)).toEqual([
      "type",
      "version",
      "id",
      "callId",
      "toolName",
      "arguments",
      "fingerprint",
    ]);
    const second = mailer();
    const pending = await second.tools.readPending(stored);
    expect(pending.arguments).toEqual({ to: "bob" });
    expect((await second.tools.resume(pending, { type: "approve" })).content).toBe("sent to bob");
    expect(second.runs).toEqual([{ to: "bob" }]);
    expect(first.runs).toEqual([]);
    // At most once here: read again or resumed again, it is refused.
    await expect(second.tools.readPending(stored)).rejects.toMatchObject({
      code: "already_resumed",
    });
    await expect(second.tools.resume(pending, { type: "approve" })).rejects.toMatchObject({
      code: "already_resumed",
    });
  });

  it("reading back in the same registry gives the one pending approval", async () => {
    const { tools, runs } = mailer();
    const pending = await ask(tools);
    const read = await tools.readPending(pending.toJSON());
    expect(read).toBe(pending);
    await tools.resume(read, { type: "approve" });
    await expect(tools.resume(pending, { type: "approve" })).rejects.toMatchObject({
      code: "already_resumed",
    });
    expect(runs).toHaveLength(1);
  });

  it("refuses malformed input", async () => {
    const { tools } = mailer();
    const good = (await ask(tools)).toJSON();
    const cases: unknown[] = [
      "not json",
      "[]",
      null,
      42,
      { ...good, type: "other" },
      { ...good, version: 2 },
      { ...good, extra: 1 },
      { ...good, id: "x" },
      { ...good, toolName: "bad name" },
      { ...good, fingerprint: "ABC" },
      { ...good, arguments: [] },
      { ...good, arguments: "{}" },
      { ...good, signature: "00" },
      new Proxy(good, {
        ownKeys() {
          throw new Error("trap");
        },
      }),
    ];
    for (const [index, input] of cases.entries()) {
      await expect(tools.readPending(input), `case ${index}`).rejects.toMatchObject({
        code: "malformed",
      });
    }
  });

  it("refuses tampered arguments, tool or fingerprint, and an unknown tool", async () => {
    const { tools, runs } = mailer();
    const good = (await ask(tools)).toJSON();
    for (const tampered of [
      { ...good, arguments: { to: "mallory" } },
      { ...good, fingerprint: "0123456789abcdef" },
    ]) {
      await expect(tools.readPending(tampered)).rejects.toMatchObject({
        code: "fingerprint_mismatch",
      });
    }
    await expect(tools.readPending({ ...good, toolName: "gone" })).rejects.toMatchObject({
      code: "tool_changed",
    });
    // Another id with the same binding is a new approval (a copy stored twice), not this one.
    expect(runs).toEqual([]);
  });
});

describe("signed pending approvals", () => {
  it("signs with HMAC-SHA-256 and resumes what its key signed", async () => {
    const first = mailer("a secret of the deployment");
    const pending = await ask(first.tools);
    expect(pending.signature).toMatch(/^[0-9a-f]{64}$/);
    const second = mailer(new TextEncoder().encode("a secret of the deployment"));
    const read = await second.tools.readPending(JSON.stringify(pending));
    expect((await second.tools.resume(read, { type: "approve" })).content).toBe("sent to bob");
  });

  it("a forged or altered approval never runs", async () => {
    const { tools, runs } = mailer("key-one");
    const good = (await ask(tools)).toJSON();
    const forger = mailer("key-two");
    const forged = (await ask(forger.tools, "c1", "mallory")).toJSON();
    const unsigned = { ...good } as Record<string, unknown>;
    delete unsigned.signature;
    const flip = (hex: string) => (hex[0] === "0" ? "1" : "0") + hex.slice(1);
    const cases = [
      forged,
      unsigned,
      { ...good, signature: flip(good.signature as string) },
      { ...good, callId: "c2" },
      { ...good, id: flip(good.id) },
    ];
    for (const input of cases) {
      await expect(tools.readPending(input)).rejects.toMatchObject({ code: "bad_signature" });
    }
    // Altered arguments with a fingerprint recomputed to match still fail the signature.
    const other = (await ask(mailer().tools, "c1", "mallory")).toJSON();
    await expect(
      tools.readPending({ ...good, arguments: other.arguments, fingerprint: other.fingerprint }),
    ).rejects.toMatchObject({ code: "bad_signature" });
    expect(runs).toEqual([]);
    expect(forger.runs).toEqual([]);
  });

  it("a registry without a key refuses a signed approval; a bad key is refused at construction", async () => {
    const signed = (await ask(mailer("k").tools)).toJSON();
    await expect(mailer().tools.readPending(signed)).rejects.toMatchObject({
      code: "bad_signature",
    });
    for (const key of ["", 3, {}, new Uint8Array(0)]) {
      expect(() => new ApprovalRegistry({ signingKey: key as never })).toThrow(
        InvalidRegistryOptionError,
      );
    }
    expect(() => new ApprovalRegistry({ signingkey: "x" } as never)).toThrow(
      'unknown option "signingkey"',
    );
  });

  it("takes a Web Crypto HMAC key", async () => {
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode("k"),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    const { tools } = mailer(key);
    const pending = await ask(tools);
    const again = mailer(key);
    expect(
      (
        await again.tools.resume(await again.tools.readPending(pending.toJSON()), {
          type: "approve",
        })
      ).kind,
    ).toBe("ok");
  });
});
