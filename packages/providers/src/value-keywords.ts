import type { Json, JsonObject } from "@tinyllm/types";
import { describeConstraints } from "./describe-constraints.js";
import { geminiEnum, geminiType } from "./gemini-values.js";
import { lose, type NodeSite, note, type ProjectionContext, refuse } from "./projection-context.js";

/** A keyword with no structure of its own: passed, moved into the description, or dropped. */
export function plainKeyword(key: string, site: NodeSite, context: ProjectionContext): void {
  passOrDescribe(key, site.node[key] as Json, site, context);
}

/** The same for a value the engine made (a tuple's length), under the same rules. */
export function passOrDescribe(
  key: string,
  value: Json,
  site: NodeSite,
  context: ProjectionContext,
): void {
  const { rules } = context;
  let rule = rules.keywords.get(key) ?? rules.unknown;
  if (key === "format") {
    const known =
      rules.formats === undefined || (typeof value === "string" && rules.formats.has(value));
    rule = known ? "pass" : "describe";
  } else if (key === "minItems" && typeof value === "number" && value > rules.maxMinItems) {
    rule = "describe";
  }
  if (rule === "pass") {
    site.entries.push([key, value]);
  } else if (rule === "describe") {
    site.described.push([key, value]);
    lose(context, site, key, "moved-to-description");
  } else {
    lose(context, site, key, "dropped");
  }
}

/** The projected node: its entries, with the constraints moved into its description. */
export function withDescription(site: NodeSite): JsonObject {
  const out = Object.fromEntries(site.entries) as JsonObject;
  if (site.described.length === 0) return out;
  const text = describeConstraints(site.described);
  const current = out.description;
  if (typeof current === "string" && current.trim() !== "") {
    const trimmed = current.trimEnd();
    out.description = /[.!?:;]$/.test(trimmed) ? `${trimmed} ${text}` : `${trimmed}. ${text}`;
  } else {
    out.description = text;
  }
  return out;
}

/** `type`: as it is, or Gemini's upper-case single name. */
export function typeKeyword(site: NodeSite, context: ProjectionContext): void {
  const value = site.node.type as Json;
  if (context.rules.openapi) {
    for (const entry of geminiType(value, site.path, context)) site.entries.push(entry);
  } else site.entries.push(["type", value]);
}

/** `enum` and `const` under the provider's rules. */
export function enumeration(key: string, site: NodeSite, context: ProjectionContext): void {
  const { rules } = context;
  const { node, path } = site;
  const value = node[key] as Json;
  const oneValue = { path, keyword: key, action: "rewritten", lossy: false } as const;
  if (key === "const" && Object.hasOwn(node, "enum")) {
    // Both: the enum is sent (the registry checks the const too).
    if (!rules.constAsEnum) site.entries.push([key, value]);
    return;
  }
  if (!rules.openapi) {
    if (key === "const" && rules.constAsEnum) {
      note(context, { ...oneValue, message: "const is not accepted; a one-value enum is sent" });
      site.entries.push(["enum", [value]]);
    } else {
      site.entries.push([key, value]);
    }
    return;
  }
  const values = key === "const" ? [value] : Array.isArray(value) ? value : undefined;
  if (values === undefined) return;
  const projected = geminiEnum(values, path, key, context);
  if (projected === undefined) {
    site.described.push([key, value]);
    lose(context, site, key, "moved-to-description");
    return;
  }
  if (key === "const")
    note(context, { ...oneValue, message: "const is not accepted; a one-value enum is sent" });
  if (projected.coerce.size > 0) {
    site.plan.coerce = projected.coerce;
    context.changes = true;
  }
  site.entries.push(["enum", projected.values]);
  if (!Object.hasOwn(node, "type")) site.entries.push(["type", "STRING"]);
  if (projected.nullable) site.entries.push(["nullable", true]);
}

/** A value that may be anything: as it is, refused (strict modes), or a string (Gemini). */
export function anyValue(node: Json, path: string, context: ProjectionContext): Json {
  const { anyValue: rule } = context.rules;
  if (rule === "unsupported")
    refuse(context, { path, keyword: "type", what: "a schema that accepts any value" });
  if (rule !== "string") return node;
  lose(context, { path }, "type", "rewritten");
  return { type: "STRING", description: "Any JSON value." };
}
