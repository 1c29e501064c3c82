import type { Json, ToolCall, ToolDef } from "@tinyllm/types";
import { approvalChecks } from "./approval-checks.js";
import {
  type CallStep,
  callCases,
  definitionCases,
  type RegisterCase,
  registerCases,
  type ToolSpec,
  workedExample,
} from "./contract-data.js";
import type {
  RegistryLike,
  ToolContextLike,
  ToolLike,
  ToolModuleLike,
  ToolResultLike,
} from "./contract-types.js";
import { jsonEqual } from "./json-equal.js";
import { check, describeError, type RequirementCheck, show } from "./requirement-check.js";

/** One run of a tool the suite built: what it received. */
interface Run {
  readonly args: unknown;
  readonly context: ToolContextLike;
}

/** Runs per tool name, recorded by the tools the suite builds. */
class RunLog {
  readonly #runs = new Map<string, Run[]>();

  record(name: string, run: Run): void {
    const list = this.#runs.get(name) ?? [];
    list.push(run);
    this.#runs.set(name, list);
  }

  of(name: string): readonly Run[] {
    return this.#runs.get(name) ?? [];
  }
}

function throwingToString(): object {
  return {
    toString() {
      throw new Error("toString refused");
    },
  };
}

/** Does what a behaviour of the registry data says; `ToolError` comes from the module. */
function behave(module: ToolModuleLike, spec: ToolSpec): unknown {
  const message = spec.behaviour?.message ?? "ok";
  switch (spec.behaviour?.kind ?? "return") {
    case "return":
      return message;
    case "tool-error":
      throw new module.ToolError(message);
    case "reject-tool-error":
      return Promise.reject(new module.ToolError(message));
    case "throw-error":
      throw new Error(message);
    case "reject-error":
      return Promise.reject(new Error(message));
    case "throw-null":
      throw null;
    case "throw-undefined":
      throw undefined;
    case "throw-string":
      throw message;
    case "throw-number":
      throw 42;
    case "throw-bad-to-string":
      throw throwingToString();
    case "reject-null":
      return Promise.reject(null);
    case "reject-string":
      return Promise.reject(message);
    case "reject-bad-to-string":
      return Promise.reject(throwingToString());
    default:
      throw new Error(`unknown behaviour ${String(spec.behaviour?.kind)} in the contract data`);
  }
}

/** A plain object implementing SPEC 5's `Tool`, as any caller could write it. */
function buildTool(module: ToolModuleLike, spec: ToolSpec, log: RunLog): ToolLike {
  return {
    definition(): ToolDef {
      const fn: Record<string, unknown> = { name: spec.name, description: spec.description };
      if (spec.parameters !== undefined) fn.parameters = structuredClone(spec.parameters);
      return { type: "function", function: fn } as unknown as ToolDef;
    },
    execute(args: unknown, context: ToolContextLike): unknown {
      log.record(spec.name, { args, context });
      return behave(module, spec);
    },
  };
}

function toolCall(step: CallStep["call"]): ToolCall {
  return {
    id: step.id,
    type: "function",
    function: { name: step.name, arguments: step.arguments },
  };
}

/** Checks the fields every result must have, whatever the call. */
function resultShape(result: ToolResultLike, call: ToolCall, where: string): string[] {
  const failures: string[] = [];
  if (result === null || typeof result !== "object")
    return [`${where}: resolved to ${show(result)}`];
  if (result.callId !== call.id) failures.push(`${where}: callId ${show(result.callId)}`);
  if (result.name !== call.function.name) failures.push(`${where}: name ${show(result.name)}`);
  if (typeof result.content !== "string")
    failures.push(`${where}: content ${show(result.content)}`);
  if (typeof result.isError !== "boolean")
    failures.push(`${where}: isError ${show(result.isError)}`);
  let message: ReturnType<ToolResultLike["message"]>;
  try {
    message = result.message();
  } catch (error) {
    return [...failures, `${where}: message() threw ${describeError(error)}`];
  }
  if (message.role !== "tool") failures.push(`${where}: message().role ${show(message.role)}`);
  if (message.tool_call_id !== call.id) {
    failures.push(`${where}: message().tool_call_id ${show(message.tool_call_id)}`);
  }
  const expected = result.isError ? `error: ${result.content}` : result.content;
  if (message.content !== expected) {
    failures.push(
      `${where}: message().content ${show(message.content)} is not ${result.isError ? '"error: " + content' : "content"} ${show(expected)}`,
    );
  }
  return failures;
}

/** Makes one call of the data and compares it with its expectation. */
async function callStep(registry: RegistryLike, step: CallStep, log: RunLog): Promise<string[]> {
  const call = toolCall(step.call);
  const where = `call ${step.call.name}(${show(step.call.arguments)})`;
  const before = log.of(step.call.name).length;
  let result: ToolResultLike;
  try {
    result = await registry.call(call);
  } catch (error) {
    return [`${where}: rejected or threw ${describeError(error)}`];
  }
  const failures = resultShape(result, call, where);
  if (failures.length > 0 && (result === null || typeof result !== "object")) return failures;
  const runs = log.of(step.call.name).slice(before);
  const expect = step.expect;
  if (runs.length !== expect.runs)
    failures.push(`${where}: the tool ran ${runs.length} times, expected ${expect.runs}`);
  if (result.isError !== expect.isError)
    failures.push(`${where}: isError is ${result.isError}, content ${show(result.content)}`);
  let text: string;
  try {
    text = result.message().content;
  } catch {
    return failures;
  }
  if (expect.modelText !== undefined && text !== expect.modelText) {
    failures.push(`${where}: the model reads ${show(text)}, expected ${show(expect.modelText)}`);
  }
  if (expect.content !== undefined && result.content !== expect.content) {
    failures.push(`${where}: content ${show(result.content)}, expected ${show(expect.content)}`);
  }
  if (expect.modelTextStartsWith !== undefined && !text.startsWith(expect.modelTextStartsWith)) {
    failures.push(
      `${where}: ${show(text)} does not start with ${show(expect.modelTextStartsWith)}`,
    );
  }
  for (const part of expect.modelTextIncludes ?? []) {
    if (!text.includes(part))
      failures.push(`${where}: ${show(text)} does not mention ${show(part)}`);
  }
  if (
    expect.modelTextMatches !== undefined &&
    !new RegExp(expect.modelTextMatches, "i").test(text)
  ) {
    failures.push(`${where}: ${show(text)} does not match /${expect.modelTextMatches}/i`);
  }
  if (expect.lineCount !== undefined && text.split("\n").length !== expect.lineCount) {
    failures.push(
      `${where}: ${show(text)} has ${text.split("\n").length} lines, expected ${expect.lineCount}`,
    );
  }
  if (expect.noStack === true && /\n\s+at\s/.test(text)) {
    failures.push(`${where}: the model would read a stack trace: ${show(text)}`);
  }
  if (expect.arguments !== undefined) {
    const received = runs[0]?.args;
    if (!jsonEqual(received, expect.arguments)) {
      failures.push(
        `${where}: the tool received ${show(received)}, expected ${show(expect.arguments)}`,
      );
    }
  }
  return failures;
}

/** True when a registration error names the tool (as it is or JSON-quoted). */
function namesTool(error: unknown, name: string): boolean {
  const message = error instanceof Error ? error.message : "";
  return message.includes(name) || message.includes(JSON.stringify(name).slice(1, -1));
}

function registerCaseCheck(module: ToolModuleLike, entry: RegisterCase): RequirementCheck {
  return check(entry.id, async () => {
    const failures: string[] = [];
    const log = new RunLog();
    const registry = new module.Registry();
    for (const step of entry.steps) {
      const label = `register(${show(step.tool.name)} with ${show(step.tool.parameters ?? "no schema")})`;
      try {
        registry.register(buildTool(module, step.tool, log));
        if (step.outcome === "refused") failures.push(`${label}: accepted, expected a refusal`);
      } catch (error) {
        if (step.outcome === "registered") failures.push(`${label}: threw ${describeError(error)}`);
        else if (!(error instanceof Error))
          failures.push(`${label}: threw ${show(error)}, not an Error`);
        else if (!namesTool(error, step.tool.name)) {
          failures.push(`${label}: the error ${show(error.message)} does not name the tool`);
        }
      }
    }
    if (entry.names !== undefined) {
      const names = [...registry.names()].sort();
      const expected = [...entry.names].sort();
      if (show(names) !== show(expected))
        failures.push(`names() ${show(names)}, expected ${show(expected)}`);
    }
    const definitions = registry.definitions();
    if (entry.definitionOrder !== undefined) {
      const order = definitions.map((definition) => definition.function.name);
      if (show(order) !== show(entry.definitionOrder)) {
        failures.push(
          `definitions() in order ${show(order)}, expected ${show(entry.definitionOrder)}`,
        );
      }
    }
    if (entry.definitions !== undefined && !jsonEqual(definitions, entry.definitions)) {
      failures.push(`definitions() ${show(definitions)}, expected ${show(entry.definitions)}`);
    }
    for (const step of entry.calls ?? []) failures.push(...(await callStep(registry, step, log)));
    return failures;
  });
}

function callCaseChecks(module: ToolModuleLike): RequirementCheck[] {
  return callCases.map((entry) =>
    check(entry.id, async () => {
      const log = new RunLog();
      const registry = new module.Registry();
      const failures: string[] = [];
      for (const spec of entry.tools) {
        try {
          registry.register(buildTool(module, spec, log));
        } catch (error) {
          failures.push(`register(${show(spec.name)}) threw ${describeError(error)}`);
        }
      }
      for (const step of entry.calls) failures.push(...(await callStep(registry, step, log)));
      return failures;
    }),
  );
}

function workedExampleChecks(module: ToolModuleLike): RequirementCheck[] {
  const setup = () => {
    const log = new RunLog();
    const registry = new module.Registry();
    registry.register(buildTool(module, workedExample.tool, log));
    return { log, registry };
  };
  const name = workedExample.tool.name;
  return [
    check("registry.example.weather-model-text", () => {
      const { log, registry } = setup();
      return callStep(
        registry,
        {
          call: { ...workedExample.badCall, name },
          expect: { runs: 0, isError: true, modelText: workedExample.modelText },
        },
        log,
      );
    }),
    check("registry.example.weather-corrected-runs-once", async () => {
      const { log, registry } = setup();
      const failures = await callStep(
        registry,
        {
          call: { ...workedExample.correctedCall, name },
          expect: {
            runs: workedExample.expectedRun.times,
            isError: false,
            arguments: workedExample.expectedRun.arguments,
          },
        },
        log,
      );
      const raw = log.of(name)[0]?.context.rawArguments;
      if (raw !== workedExample.correctedCall.arguments) failures.push(`rawArguments ${show(raw)}`);
      return failures;
    }),
  ];
}

const objectSchema: Json = { type: "object" };

function spec(name: string, parameters: Json = objectSchema, message = "ok"): ToolSpec {
  return {
    name,
    description: `The ${name} tool.`,
    parameters,
    behaviour: { kind: "return", message },
  };
}

function behaviourChecks(module: ToolModuleLike): RequirementCheck[] {
  return [
    check("registry.definitions.cannot-change-state", async () => {
      const log = new RunLog();
      const registry = new module.Registry();
      const schema: Json = {
        type: "object",
        properties: { n: { type: "integer" } },
        required: ["n"],
      };
      registry.register(buildTool(module, spec("alpha", schema), log));
      registry.register(buildTool(module, spec("beta"), log));
      const before = JSON.stringify(registry.definitions());
      const taken = registry.definitions() as ToolDef[];
      const failures: string[] = [];
      const attempts: (() => void)[] = [
        () => taken.reverse(),
        () => taken.push(taken[0] as ToolDef),
        () => {
          (taken[0] as ToolDef).function.name = "hacked";
        },
        () => {
          (taken[0] as ToolDef).function.description = "hacked";
        },
        () => {
          const first = taken.find((d) => d.function.parameters?.required !== undefined);
          if (first) first.function.parameters.required = [];
          if (first) first.function.parameters.properties = {};
        },
        () => {
          for (const d of taken) d.function.parameters.type = "string";
        },
      ];
      for (const attempt of attempts) {
        try {
          attempt();
        } catch {
          // A frozen answer refuses the change: that protects the registry too.
        }
      }
      const after = JSON.stringify(registry.definitions());
      if (after !== before) failures.push(`definitions() changed from ${before} to ${after}`);
      failures.push(
        ...(await callStep(
          registry,
          {
            call: { id: "c1", name: "alpha", arguments: "{}" },
            expect: {
              runs: 0,
              isError: true,
              modelText: 'error: invalid arguments for alpha:\n$: missing required property "n"',
            },
          },
          log,
        )),
      );
      return failures;
    }),
    check("registry.definitions.same-bytes-any-order", () => {
      const names = ["b", "a", "c_1", "A", "a-b", "Z9"];
      const orders = [names, [...names].reverse(), ["c_1", "a", "Z9", "b", "a-b", "A"]];
      const texts = orders.map((order) => {
        const registry = new module.Registry();
        for (const name of order) registry.register(buildTool(module, spec(name), new RunLog()));
        return JSON.stringify(registry.definitions());
      });
      return texts.some((text) => text !== texts[0])
        ? [
            `definitions() bytes differ with registration order: ${texts.map((t) => show(t)).join(" / ")}`,
          ]
        : [];
    }),
    check("registry.definitions.current", () => {
      const registry = new module.Registry();
      const failures: string[] = [];
      const seen: string[][] = [];
      for (const name of ["m", "b", "z"]) {
        registry.register(buildTool(module, spec(name), new RunLog()));
        seen.push(registry.definitions().map((d) => d.function.name));
        seen.push([...registry.names()].sort());
      }
      registry.mustRegister(
        buildTool(module, spec("a"), new RunLog()),
        buildTool(module, spec("c"), new RunLog()),
      );
      seen.push(registry.definitions().map((d) => d.function.name));
      const expected = [
        ["m"],
        ["m"],
        ["b", "m"],
        ["b", "m"],
        ["b", "m", "z"],
        ["b", "m", "z"],
        ["a", "b", "c", "m", "z"],
      ];
      if (show(seen) !== show(expected))
        failures.push(`definitions() and names() over time: ${show(seen)}`);
      return failures;
    }),
    check("registry.call.never-rejects", async () => {
      const log = new RunLog();
      const registry = new module.Registry();
      registry.register(buildTool(module, spec("t"), log));
      registry.register(
        buildTool(
          module,
          spec("typed", { type: "object", properties: { a: { type: "string", pattern: "^a" } } }),
          log,
        ),
      );
      const depth = 50_000;
      const argumentsList = [
        "",
        " ",
        "null",
        "[]",
        "{",
        "\u0000",
        "\ud800",
        '{"a":"\ud800"}',
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}',
        "1e999",
        `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
        `${"[".repeat(depth)}${"]".repeat(depth)}`,
        `{"a":"${"a".repeat(2_000_000)}"}`,
        "{}".repeat(1000),
      ];
      const failures: string[] = [];
      for (const name of ["t", "typed", "", "missing", "__proto__"]) {
        for (const [index, args] of argumentsList.entries()) {
          const call: ToolCall = {
            id: `c${index}`,
            type: "function",
            function: { name, arguments: args },
          };
          try {
            const result = await registry.call(call);
            failures.push(
              ...resultShape(result, call, `call ${show(name)} with arguments #${index}`),
            );
          } catch (error) {
            failures.push(`call ${show(name)} with arguments #${index}: ${describeError(error)}`);
          }
        }
      }
      if (({} as Record<string, unknown>).polluted !== undefined)
        failures.push("Object.prototype was polluted");
      return failures;
    }),
    check("registry.call.context", async () => {
      const log = new RunLog();
      const registry = new module.Registry();
      registry.register(buildTool(module, spec("ctx"), log));
      const raw = ' { "a" : 1.0 ,\n "b": ["x"] } ';
      const failures = await callStep(
        registry,
        {
          call: { id: "call_ctx_7", name: "ctx", arguments: raw },
          expect: { runs: 1, isError: false, arguments: { a: 1, b: ["x"] } },
        },
        log,
      );
      const context = log.of("ctx")[0]?.context;
      if (context === undefined) return failures;
      if (context.callId !== "call_ctx_7") failures.push(`context.callId ${show(context.callId)}`);
      if (context.rawArguments !== raw)
        failures.push(`context.rawArguments ${show(context.rawArguments)}`);
      if (!(context.signal instanceof AbortSignal))
        failures.push("context.signal is not an AbortSignal");
      else if (context.signal.aborted) failures.push("context.signal is already aborted");
      return failures;
    }),
    check("registry.call.per-call-context", async () => {
      const failures: string[] = [];
      const seen: unknown[] = [];
      const registry = new module.Registry();
      registry.register(contextTool("ctx", false, seen));
      const secret = { session: "secret-session-41" };
      const call = {
        id: "c1",
        type: "function" as const,
        function: { name: "ctx", arguments: "{}" },
      };
      const one = await registry.call(call, { context: secret });
      if (one.isError) failures.push(`call gave ${show(one.content)}`);
      if (registry.callAll !== undefined) {
        const all = await registry.callAll([call], { context: secret });
        if (all.length !== 1 || all[0]?.isError !== false) failures.push("callAll did not run it");
      } else seen.push(secret);
      if (seen.length !== 2 || seen.some((value) => value !== secret))
        failures.push(`the tool's context.context was ${show(seen)}, expected the caller's object`);
      if (JSON.stringify(one.message()).includes("secret-session-41"))
        failures.push("the context reached the model's message");
      return failures;
    }),
    check("registry.call.requires-context-refused", async () => {
      const failures: string[] = [];
      const seen: unknown[] = [];
      const registry = new module.Registry();
      registry.register(contextTool("needs", true, seen));
      const call = {
        id: "c1",
        type: "function" as const,
        function: { name: "needs", arguments: "{}" },
      };
      const result = await registry.call(call);
      if (seen.length !== 0) failures.push("the tool ran without a context");
      if (!result.isError) failures.push(`call without a context gave ${show(result.content)}`);
      if (!result.content.includes("options.context"))
        failures.push(`the refusal does not name options.context: ${show(result.content)}`);
      const given = await registry.call(call, { context: { user: "ada" } });
      if (given.isError || seen.length !== 1)
        failures.push(`with a context the call gave ${show(given.content)}`);
      return failures;
    }),
    check("registry.get.own-names", () => {
      const registry = new module.Registry();
      const failures: string[] = [];
      registry.register(buildTool(module, spec("a"), new RunLog()));
      const found = registry.get("a") as ToolLike | undefined;
      if (found?.definition?.().function.name !== "a")
        failures.push(`get("a") gave ${show(found)}`);
      for (const name of [
        "b",
        "constructor",
        "toString",
        "__proto__",
        "hasOwnProperty",
        "valueOf",
        "",
      ]) {
        const got = registry.get(name);
        if (got !== undefined)
          failures.push(`get(${show(name)}) gave ${show(got)}, expected undefined`);
      }
      return failures;
    }),
    check("registry.must-register.chains", () => {
      const registry = new module.Registry();
      const failures: string[] = [];
      const returned = registry.mustRegister(
        buildTool(module, spec("one"), new RunLog()),
        buildTool(module, spec("two"), new RunLog()),
      );
      if (returned !== registry) failures.push("mustRegister did not return the registry");
      const names = [...registry.names()].sort();
      if (show(names) !== show(["one", "two"])) failures.push(`names() ${show(names)}`);
      try {
        registry.mustRegister(buildTool(module, spec("bad name"), new RunLog()));
        failures.push("mustRegister accepted a bad name");
      } catch (error) {
        if (!namesTool(error, "bad name"))
          failures.push(`the error does not name the tool: ${describeError(error)}`);
      }
      return failures;
    }),
    check("tool.name-pattern.constant", () => {
      const pattern = module.TOOL_NAME_PATTERN;
      const good = ["a", "A-b_9", "a".repeat(64), "-", "_"];
      const bad = ["", "a".repeat(65), "a b", "a.b", "é", "a\n", "\na", "a/b"];
      const failures: string[] = [];
      for (const name of good) if (!pattern.test(name)) failures.push(`refuses ${show(name)}`);
      for (const name of bad) if (pattern.test(name)) failures.push(`accepts ${show(name)}`);
      return failures;
    }),
    check("tool.new-tool.schema-text", async () => {
      const failures: string[] = [];
      const text = '{"type":"object","properties":{"a":{"type":"integer"}},"required":["a"]}';
      const received: unknown[] = [];
      const tool = module.newTool("from_text", "Built from JSON text.", text, (args: unknown) => {
        received.push(args);
        return "done";
      });
      const parameters = tool.definition().function.parameters;
      if (!jsonEqual(parameters, JSON.parse(text)))
        failures.push(`definition parameters ${show(parameters)}`);
      const registry = new module.Registry();
      registry.register(tool);
      const bad = await registry.call({
        id: "1",
        type: "function",
        function: { name: "from_text", arguments: '{"a":"x"}' },
      });
      if (
        bad.message().content !==
        "error: invalid arguments for from_text:\n$.a: expected integer, got string"
      ) {
        failures.push(`invalid call gave ${show(bad.message().content)}`);
      }
      const good = await registry.call({
        id: "2",
        type: "function",
        function: { name: "from_text", arguments: '{"a":2}' },
      });
      if (good.isError || good.content !== "done")
        failures.push(`valid call gave ${show(good.content)}`);
      if (received.length !== 1 || !jsonEqual(received[0], { a: 2 }))
        failures.push(`the tool received ${show(received)}`);
      const fromObject = module.newTool(
        "from_object",
        "Built from an object.",
        JSON.parse(text) as object,
        () => "ok",
      );
      if (!jsonEqual(fromObject.definition().function.parameters, JSON.parse(text))) {
        failures.push(`object schema became ${show(fromObject.definition().function.parameters)}`);
      }
      return failures;
    }),
    check("tool.define-tool.definition", async () => {
      const failures: string[] = [];
      const parameters = workedExample.tool.parameters as object;
      const received: unknown[] = [];
      const tool = module.defineTool({
        name: "get_weather",
        description: "Weather.",
        parameters,
        execute: (args: unknown) => {
          received.push(args);
          return "sunny";
        },
      });
      const definition = tool.definition();
      const expected = {
        type: "function",
        function: { name: "get_weather", description: "Weather.", parameters },
      };
      if (!jsonEqual(definition, expected)) failures.push(`definition() ${show(definition)}`);
      const registry = new module.Registry();
      registry.register(tool);
      const bad = await registry.call({
        id: "1",
        type: "function",
        function: { name: "get_weather", arguments: workedExample.badCall.arguments },
      });
      if (bad.message().content !== workedExample.modelText)
        failures.push(`bad call gave ${show(bad.message().content)}`);
      const good = await registry.call({
        id: "2",
        type: "function",
        function: { name: "get_weather", arguments: workedExample.correctedCall.arguments },
      });
      if (good.isError || good.content !== "sunny")
        failures.push(`good call gave ${show(good.content)}`);
      if (received.length !== 1 || !jsonEqual(received[0], workedExample.expectedRun.arguments)) {
        failures.push(`the tool received ${show(received)}`);
      }
      return failures;
    }),
    check("tool.tool-error.is-error", () => {
      const error = new module.ToolError("no such city");
      const failures: string[] = [];
      if (!(error instanceof Error)) failures.push("ToolError is not an Error");
      if (error.message !== "no such city") failures.push(`message ${show(error.message)}`);
      return failures;
    }),
  ];
}

/** A tool that records the `context.context` it receives; `requires` sets `requiresContext`. */
function contextTool(name: string, requires: boolean, seen: unknown[]): ToolLike {
  return {
    definition: () => ({
      type: "function",
      function: { name, description: "Reads its context.", parameters: { type: "object" } },
    }),
    requiresContext: requires,
    execute: (_args, context) => {
      seen.push(context.context);
      return "ok";
    },
  };
}

/** Every check of the registry contract against `module`, one or more per `registry.*` and `tool.*` requirement. */
export function registryContractChecks(module: ToolModuleLike): RequirementCheck[] {
  return [
    ...registerCases.map((entry) => registerCaseCheck(module, entry)),
    ...definitionCases.map((entry) => registerCaseCheck(module, entry)),
    ...callCaseChecks(module),
    ...workedExampleChecks(module),
    ...behaviourChecks(module),
    ...approvalChecks(module),
  ];
}
