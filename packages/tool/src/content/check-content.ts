import type { ContentPart } from "@tinyllm/types";
import { sortIssues } from "../call/issue-order.js";
import { issueLines } from "../result/render-content.js";
import { contentBudget, type ShapeOptions } from "../result/shape-result.js";
import { type ToolIssue, toolIssue } from "../result/tool-issue.js";
import { ToolResult } from "../result/tool-result.js";
import { truncateMiddle } from "../result/truncate.js";
import { utf8Length } from "../result/utf8-length.js";
import { base64Bytes, base64Problem } from "./base64.js";
import { type ContentRules, readContentRules } from "./content-limits.js";
import { renderParts } from "./render-parts.js";

/** One part judged: its checked copy and the bytes it carries, or nothing when it broke a rule. */
interface Judged {
  readonly part: ContentPart | undefined;
  readonly bytes: number;
}

/**
 * The check the registry calls (as a method of the returned value) when a tool returns content
 * made by `content.*`: every part against the registry's `contentLimits`, the text parts against
 * `maxResultChars`. An `ok` result with the checked parts, frozen copies, or `invalid_result`
 * listing every broken rule: nothing a rule refuses reaches `parts()`.
 */
export function checkContent(this: unknown, shape: ShapeOptions): ToolResult {
  const { call, maxResultChars } = shape;
  const limits = readContentRules(shape.contentLimits) ?? REFUSED_RULES;
  const given = (Array.isArray(this) ? this : [this]) as readonly unknown[];
  const issues: ToolIssue[] = [];
  const refuse = (path: string, message: string) => {
    issues.push(toolIssue("invalid_content", path, message));
  };
  if (limits === REFUSED_RULES) {
    refuse(
      "$",
      "the registry option contentLimits is a function that contentLimits() did not make",
    );
  } else if (shape.output !== undefined) {
    refuse(
      "$",
      "the tool has an outputSchema, so it must return a value that matches it, not content parts",
    );
  } else if (given.length > limits.maxParts) {
    refuse("$", `${given.length} parts, over the limit of ${limits.maxParts} (maxParts)`);
  }
  const parts: ContentPart[] = [];
  let total = 0;
  let textChars = 0;
  if (issues.length === 0) {
    given.forEach((value, index) => {
      const path = `$[${index}]`;
      const judged = judgePart(value, path, limits, refuse);
      total += judged.bytes;
      if (judged.bytes > limits.maxPartBytes) {
        refuse(
          path,
          `the part carries ${judged.bytes} bytes, over the limit of ${limits.maxPartBytes} (maxPartBytes)`,
        );
      }
      if (judged.part?.type === "text") textChars += judged.part.text.length;
      if (judged.part !== undefined) parts.push(judged.part);
    });
    if (total > limits.maxResultBytes) {
      refuse(
        "$",
        `the parts carry ${total} bytes in all, over the limit of ${limits.maxResultBytes} (maxResultBytes)`,
      );
    }
    if (textChars > maxResultChars) {
      refuse(
        "$",
        `the text parts hold ${textChars} characters, over the limit of ${maxResultChars} (maxResultChars)`,
      );
    }
  }
  if (issues.length > 0) {
    const budget = contentBudget("invalid_result", maxResultChars);
    const head = `tool ${call.name} returned content parts that break the content rules:`;
    return new ToolResult({
      callId: call.callId,
      name: call.name,
      kind: "invalid_result",
      content: truncateMiddle(issueLines(head, issues, budget), budget),
      issues: sortIssues(issues),
    });
  }
  return new ToolResult({
    callId: call.callId,
    name: call.name,
    kind: "ok",
    content: truncateMiddle(renderParts(parts), maxResultChars),
    parts: Object.freeze(parts),
  });
}

// Stands for the rules of a contentLimits option that cannot be read: every call is refused.
const REFUSED_RULES = { maxParts: 0 } as ContentRules;

type Refuse = (path: string, message: string) => void;

function judgePart(value: unknown, path: string, limits: ContentRules, refuse: Refuse): Judged {
  const before = { count: 0 };
  const counted: Refuse = (at, message) => {
    before.count++;
    refuse(at, message);
  };
  const part = readPart(value, path, limits, counted);
  return before.count === 0 && part !== undefined
    ? { part: Object.freeze(part.part), bytes: part.bytes }
    : { part: undefined, bytes: part?.bytes ?? 0 };
}

/** The part's checked copy with its bytes; every problem is refused at its path. */
function readPart(
  value: unknown,
  path: string,
  limits: ContentRules,
  refuse: Refuse,
): { part: ContentPart; bytes: number } | undefined {
  if (typeof value !== "object" || value === null) {
    refuse(
      path,
      `expected a content part (content.text, content.image, ...), got ${describe(value)}`,
    );
    return undefined;
  }
  const fields = value as Record<string, unknown>;
  const { type } = fields;
  const text = (name: string, optional = false): string | undefined => {
    const field = fields[name];
    if (field === undefined && optional) return undefined;
    if (typeof field === "string" && (optional || field !== "" || name === "text")) return field;
    refuse(
      `${path}.${name}`,
      `expected a${optional ? "" : " non-empty"} string, got ${describe(field)}`,
    );
    return undefined;
  };
  switch (type) {
    case "text": {
      const body = text("text");
      return body === undefined
        ? undefined
        : { part: { type, text: body }, bytes: utf8Length(body) };
    }
    case "image":
    case "audio":
    case "file": {
      const mimeType = readMime(fields.mimeType, type, path, limits, refuse);
      const name = type === "file" ? text("name") : undefined;
      const uri = type === "file" ? text("uri", true) : undefined;
      const source = readSource(fields, { type, path, mimeType, limits, refuse });
      if (mimeType === undefined || source === undefined) return undefined;
      const extra = type === "file" ? { name, ...(uri === undefined ? {} : { uri }) } : {};
      return {
        part: { type, mimeType, ...extra, ...source.fields } as ContentPart,
        bytes: source.bytes + utf8Length(name ?? "") + utf8Length(uri ?? ""),
      };
    }
    case "resource_link": {
      const uri = text("uri");
      const name = text("name");
      const mimeType = text("mimeType", true);
      const description = text("description", true);
      if (uri === undefined || name === undefined) return undefined;
      return {
        part: {
          type,
          uri,
          name,
          ...(mimeType === undefined ? {} : { mimeType }),
          ...(description === undefined ? {} : { description }),
        },
        bytes: utf8Length(uri) + utf8Length(name) + utf8Length(description ?? ""),
      };
    }
    default:
      refuse(
        `${path}.type`,
        `expected "text", "image", "audio", "file" or "resource_link", got ${describe(type)}`,
      );
      return undefined;
  }
}

function readMime(
  value: unknown,
  kind: "image" | "audio" | "file",
  path: string,
  limits: ContentRules,
  refuse: Refuse,
): string | undefined {
  const allowed = limits.mimeTypes[kind];
  if (typeof value === "string" && allowed.includes(value.toLowerCase()))
    return value.toLowerCase();
  refuse(
    `${path}.mimeType`,
    `${describe(value)} is not an allowed ${kind} type; allowed: ${allowed.join(", ")}`,
  );
  return undefined;
}

interface SourceContext {
  readonly type: "image" | "audio" | "file";
  readonly path: string;
  readonly mimeType: string | undefined;
  readonly limits: ContentRules;
  readonly refuse: Refuse;
}

/** The part's bytes: inline base64 as it is, a `data:` URL turned inline, an allowed URL kept. */
function readSource(
  fields: Record<string, unknown>,
  context: SourceContext,
): { fields: { data: string } | { url: string }; bytes: number } | undefined {
  const { path, refuse } = context;
  const { data, url } = fields;
  if (url === undefined) {
    if (typeof data !== "string") {
      refuse(`${path}.data`, `expected base64 text, got ${describe(data)}`);
      return undefined;
    }
    const problem = base64Problem(data);
    if (problem !== undefined) {
      refuse(`${path}.data`, `not valid base64: ${problem}`);
      return undefined;
    }
    return { fields: { data }, bytes: base64Bytes(data) };
  }
  if (data !== undefined || typeof url !== "string") {
    const got = data !== undefined ? "both data and url" : describe(url);
    refuse(`${path}.url`, `expected a URL string, or data alone, got ${got}`);
    return undefined;
  }
  if (context.type === "audio") {
    refuse(`${path}.url`, "audio parts take inline data only, not a URL");
    return undefined;
  }
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*:)/.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || !context.limits.urlSchemes.includes(scheme)) {
    refuse(
      `${path}.url`,
      `the URL's scheme ${scheme === undefined ? "is missing" : JSON.stringify(scheme)}; allowed: ${context.limits.urlSchemes.join(", ")}`,
    );
    return undefined;
  }
  if (scheme === "data:") return readDataUrl(url, context);
  if (!URL.canParse(url)) {
    refuse(`${path}.url`, "not a valid URL");
    return undefined;
  }
  return { fields: { url }, bytes: utf8Length(url) };
}

/** A `data:` URL as inline data: it must say `;base64`, hold valid base64 and the part's MIME type. */
function readDataUrl(url: string, context: SourceContext) {
  const { path, refuse } = context;
  const match = /^data:([^,;]*)((?:;[^,;]*)*);base64,/i.exec(url);
  if (match === null) {
    refuse(`${path}.url`, "a data: URL must be base64 (data:TYPE;base64,...)");
    return undefined;
  }
  const declared = (match[1] as string).toLowerCase();
  if (context.mimeType !== undefined && declared !== context.mimeType) {
    refuse(
      `${path}.url`,
      `the data: URL says ${JSON.stringify(declared)}, the part ${JSON.stringify(context.mimeType)}`,
    );
    return undefined;
  }
  const data = url.slice(match[0].length);
  const problem = base64Problem(data);
  if (problem !== undefined) {
    refuse(`${path}.url`, `the data: URL is not valid base64: ${problem}`);
    return undefined;
  }
  return { fields: { data }, bytes: base64Bytes(data) };
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string")
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  return typeof value === "object" ? "an object" : typeof value;
}
