/** How the harness treats a fenced `ts` block. */
export type ExampleMode = "check" | "run" | "skip";

/** One fenced `ts` block of a README, with the directives written before it. */
export interface ExampleBlock {
  /** The README's path, as given to `readExampleBlocks`. */
  readonly file: string;
  /** The 1-based README line of the block's first code line. */
  readonly line: number;
  /** The code between the fences, dedented by the fence's indentation. */
  readonly code: string;
  /** `check` (the default): type-checked; `run`: also run, output compared; `skip`: neither. */
  readonly mode: ExampleMode;
  /** Why a `skip` block is skipped. */
  readonly skipReason?: string;
  /** Hidden code type-checked and run before the block (`<!-- example: preamble ... -->`). */
  readonly preamble: string;
}

/** A directive the harness could not use, at its README line. */
export interface MarkdownIssue {
  /** The README's path. */
  readonly file: string;
  /** The 1-based line. */
  readonly line: number;
  /** What is wrong. */
  readonly message: string;
}

/** The blocks of one README and the problems found in its directives. */
export interface ReadmeExamples {
  /** Every `ts`/`typescript` block, in order. */
  readonly blocks: ExampleBlock[];
  /** Directives that name nothing, are unknown, or stand before no `ts` block. */
  readonly issues: MarkdownIssue[];
}

interface Directive {
  readonly line: number;
  readonly kind: "run" | "check" | "skip" | "preamble";
  readonly text: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/;
const DIRECTIVE_START = "<!-- example:";
const TS_LANGUAGES = new Set(["ts", "typescript"]);

/**
 * Reads the fenced `ts` blocks of a README. Directives are HTML comments on the lines before a
 * fence (blank lines between are allowed): `<!-- example: run -->`, `<!-- example: check -->`,
 * `<!-- example: skip REASON -->`, and `<!-- example: preamble` ... code ... `-->`.
 */
export function readExampleBlocks(file: string, markdown: string): ReadmeExamples {
  const lines = markdown.split(/\r?\n/);
  const blocks: ExampleBlock[] = [];
  const issues: MarkdownIssue[] = [];
  let pending: Directive[] = [];
  const orphan = (line: number, what: string) => {
    for (const directive of pending) {
      issues.push({
        file,
        line: directive.line,
        message: `the directive "example: ${directive.kind}" stands before ${what} (line ${line}), not before a \`ts\` block`,
      });
    }
    pending = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index] ?? "";
    const fence = FENCE.exec(text);
    if (fence !== null) {
      const [, indent = "", marker = "", language = ""] = fence;
      const end = closingFence(lines, index + 1, marker);
      const body = lines.slice(index + 1, end).map((line) => dedent(line, indent.length));
      if (TS_LANGUAGES.has(language.toLowerCase())) {
        blocks.push(makeBlock(file, index + 2, body.join("\n"), pending, issues));
        pending = [];
      } else if (pending.length > 0) {
        orphan(index + 1, `a \`${language || "plain"}\` block`);
      }
      index = end;
      continue;
    }
    const trimmed = text.trim();
    if (trimmed.startsWith(DIRECTIVE_START)) {
      const close = lines.findIndex((line, at) => at >= index && line.includes("-->"));
      if (close === -1) {
        issues.push({ file, line: index + 1, message: "the directive is never closed with -->" });
        break;
      }
      const whole = lines.slice(index, close + 1).join("\n");
      const inner = whole.slice(whole.indexOf(DIRECTIVE_START) + DIRECTIVE_START.length);
      const parsed = parseDirective(inner.slice(0, inner.lastIndexOf("-->")), index + 1);
      if (typeof parsed === "string") issues.push({ file, line: index + 1, message: parsed });
      else pending.push(parsed);
      index = close;
      continue;
    }
    if (trimmed !== "" && pending.length > 0) orphan(index + 1, "text");
  }
  if (pending.length > 0) orphan(lines.length, "the end of the file");
  return { blocks, issues };
}

function closingFence(lines: readonly string[], from: number, marker: string): number {
  const character = marker[0] ?? "`";
  for (let index = from; index < lines.length; index++) {
    const trimmed = (lines[index] ?? "").trim();
    if (trimmed.length >= marker.length && trimmed === character.repeat(trimmed.length)) {
      return index;
    }
  }
  return lines.length;
}

function dedent(line: string, width: number): string {
  let cut = 0;
  while (cut < width && line[cut] === " ") cut++;
  return line.slice(cut);
}

function parseDirective(inner: string, line: number): Directive | string {
  const match = /^\s*([a-z]+)([\s\S]*)$/.exec(inner);
  const kind = match?.[1] ?? "";
  const rest = match?.[2] ?? "";
  switch (kind) {
    case "run":
    case "check":
      return rest.trim() === ""
        ? { line, kind, text: "" }
        : `"example: ${kind}" takes nothing after it, got ${JSON.stringify(rest.trim())}`;
    case "skip":
      return rest.trim() === ""
        ? '"example: skip" needs a reason: <!-- example: skip it needs a running model server -->'
        : { line, kind, text: rest.trim() };
    case "preamble":
      return { line, kind, text: rest.replace(/^[ \t]*\n/, "").trimEnd() };
    default:
      return `unknown directive "example: ${kind}"; expected run, check, skip REASON or preamble`;
  }
}

function makeBlock(
  file: string,
  line: number,
  code: string,
  directives: readonly Directive[],
  issues: MarkdownIssue[],
): ExampleBlock {
  const modes = directives.filter((directive) => directive.kind !== "preamble");
  if (modes.length > 1) {
    issues.push({
      file,
      line: modes[1]?.line ?? line,
      message: `a block takes one of run, check or skip; this one has ${modes.map((mode) => mode.kind).join(", ")}`,
    });
  }
  const mode = modes[0];
  const preamble = directives
    .filter((directive) => directive.kind === "preamble")
    .map((directive) => directive.text)
    .join("\n");
  const base = { file, line, code, preamble };
  if (mode === undefined || mode.kind === "preamble") return { ...base, mode: "check" };
  if (mode.kind === "skip") return { ...base, mode: "skip", skipReason: mode.text };
  return { ...base, mode: mode.kind };
}
