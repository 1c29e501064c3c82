// The replay of real model tool calls through a registry with repair off and one with
// conservativeRepair(), shared by bench/replay.js and src/repair/replay.test.ts. Each data set
// has its own loader (replay-tau.js, replay-toolbench.js) that turns it into sessions.
/**
 * Replays every call of `sessions` through two registries of `build` (`{ Registry,
 * conservativeRepair, repairsOf }`): one without repair, one with conservativeRepair(). A session
 * is `{ tools, schemaOptions?, calls: [{ id, name, arguments }], gold: [{ name, kwargs }] }`;
 * sessions that share one `tools` list share their registries.
 */
export async function replayCalls(build, sessions) {
  const registries = registriesOf(build);
  const figures = {
    calls: 0,
    accepted: 0,
    refused: {},
    repaired: 0,
    repairedByRule: {},
    repairedEqualGold: 0,
    repairedWithGold: 0,
    acceptedChanged: 0,
    acceptedEqualGold: 0,
  };
  for (const session of sessions) {
    const { plain, repairing } = registries(session);
    for (const call of session.calls) {
      figures.calls++;
      const toolCall = asToolCall(call, call.arguments);
      const before = await answer(plain, toolCall);
      const after = await answer(repairing, toolCall);
      const gold = session.gold.filter((action) => action.name === call.name);
      const equalsGold = (args) => gold.some((action) => sameJson(action.kwargs, args));
      if (before.result.kind === "ok") {
        figures.accepted++;
        if (equalsGold(before.args)) figures.acceptedEqualGold++;
        // A repair that changes a call already accepted is a bug: this must stay 0.
        if (
          !sameJson(before.result.toJSON(), after.result.toJSON()) ||
          !sameJson(before.args, after.args)
        ) {
          figures.acceptedChanged++;
        }
        continue;
      }
      const kind = refusalKind(before.result);
      figures.refused[kind] = (figures.refused[kind] ?? 0) + 1;
      const repairs = build.repairsOf(after.result);
      if (repairs.length === 0) continue;
      figures.repaired++;
      for (const rule of new Set(repairs.map((repair) => repair.rule))) {
        figures.repairedByRule[rule] = (figures.repairedByRule[rule] ?? 0) + 1;
      }
      if (gold.length > 0) {
        figures.repairedWithGold++;
        if (equalsGold(after.args)) figures.repairedEqualGold++;
      }
    }
  }
  return figures;
}

/**
 * The same calls with one near miss each put in, through a registry with repair: how many repair
 * back to exactly the call as the model sent it, how many stay refused, and how many run on
 * anything else (a wrong repair: this must stay 0). Synthetic misses on real calls, labelled so.
 * Only calls the registry accepts as sent are perturbed.
 */
export async function replayPerturbed(build, sessions) {
  const registries = registriesOf(build);
  const figures = {};
  for (const session of sessions) {
    const { plain, repairing } = registries(session);
    for (const call of session.calls) {
      const sent = await answer(plain, asToolCall(call, call.arguments));
      if (sent.result.kind !== "ok") continue;
      const original = sent.args;
      for (const [name, perturb] of Object.entries(PERTURBATIONS)) {
        const text = perturb(original, call.arguments);
        if (text === undefined) continue;
        const toolCall = asToolCall(call, text);
        const before = await answer(plain, toolCall);
        // Only a miss the registry refuses counts: an upper-case string where any string passes is no miss.
        if (before.result.kind !== "invalid_arguments") continue;
        figures[name] ??= { refused: 0, recovered: 0, stillRefused: 0, wrong: 0 };
        const row = figures[name];
        row.refused++;
        const after = await answer(repairing, toolCall);
        if (after.result.kind === "invalid_arguments") row.stillRefused++;
        else if (sameJson(after.args, original)) row.recovered++;
        else row.wrong++;
      }
    }
  }
  return figures;
}

// One near miss each, on the first place it applies (undefined: none applies).
const PERTURBATIONS = {
  numeric_string: (value) => textWith(value, (leaf) => typeof leaf === "number", String),
  boolean_string: (value) => textWith(value, (leaf) => typeof leaf === "boolean", String),
  enum_case: (value) =>
    textWith(
      value,
      (leaf) => typeof leaf === "string" && leaf.toUpperCase() !== leaf,
      (leaf) => leaf.toUpperCase(),
    ),
  one_item_array: (value) =>
    textWith(
      value,
      (leaf) => Array.isArray(leaf) && leaf.length === 1,
      (leaf) => leaf[0],
    ),
  json_string: (value) =>
    textWith(
      value,
      (leaf, depth) => depth > 0 && typeof leaf === "object" && leaf !== null,
      JSON.stringify,
    ),
  whole_json_string: (value) => JSON.stringify(JSON.stringify(value)),
  code_fence: (_value, text) => `\`\`\`json\n${text}\n\`\`\``,
  trailing_comma: (_value, text) =>
    text.endsWith("}") && text !== "{}" ? `${text.slice(0, -1)},}` : undefined,
  python_literal: (value) => {
    const text = JSON.stringify(value);
    const replaced = text.replace(
      /:(true|false|null)([,}\]])/,
      (_, word, end) => `:${word[0].toUpperCase()}${word.slice(1).replace("ull", "one")}${end}`,
    );
    return replaced === text ? undefined : replaced;
  },
  // Never repaired: text cut off, which no rule completes.
  truncated: (_value, text) => (text.length > 2 ? text.slice(0, -1) : undefined),
};

/** The JSON text of `value` with the first node that `matches` (depth first) replaced. */
function textWith(value, matches, replace) {
  let done = false;
  const walk = (node, depth) => {
    if (!done && matches(node, depth)) {
      done = true;
      return replace(node);
    }
    if (Array.isArray(node)) return node.map((item) => walk(item, depth + 1));
    if (typeof node === "object" && node !== null) {
      const copy = {};
      for (const [key, item] of Object.entries(node)) {
        Object.defineProperty(copy, key, {
          value: walk(item, depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return copy;
    }
    return node;
  };
  const changed = walk(value, 0);
  return done ? JSON.stringify(changed) : undefined;
}

/** The two registries of a session's tools, built once per tool list. */
function registriesOf(build) {
  const built = new Map();
  return (session) => {
    let pair = built.get(session.tools);
    if (pair === undefined) {
      pair = {
        plain: registryOf(build, session, {}),
        repairing: registryOf(build, session, { repair: build.conservativeRepair() }),
      };
      built.set(session.tools, pair);
    }
    return pair;
  };
}

/** A registry of a session's tools whose tools record the arguments they run on. */
function registryOf(build, { tools, schemaOptions }, options) {
  const runs = [];
  const registry = new build.Registry(options);
  for (const { name, description, parameters } of tools) {
    registry.register({
      definition: () => ({ type: "function", function: { name, description, parameters } }),
      execute: (args) => {
        runs.push(args);
        return "ok";
      },
      schemaOptions,
    });
  }
  return { registry, runs };
}

function asToolCall(call, text) {
  return { id: call.id, type: "function", function: { name: call.name, arguments: text } };
}

async function answer({ registry, runs }, toolCall) {
  runs.length = 0;
  const result = await registry.call(toolCall);
  return { result, args: runs[0] };
}

/** The kind of a refusal, with the first issue's code for refused arguments. */
function refusalKind(result) {
  if (result.kind !== "invalid_arguments") return result.kind;
  return `invalid_arguments/${result.issues[0]?.code ?? "unknown"}`;
}

function sameJson(left, right) {
  return JSON.stringify(canonical(left)) === JSON.stringify(canonical(right));
}

/** A JSON value with its object keys sorted, so equal values write the same text. */
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}
