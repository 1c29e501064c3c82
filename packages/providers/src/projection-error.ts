import { hasMarker, issueLines } from "@tinyllm/types";

/** One thing a projection cannot do, with its place. */
export interface ProjectionIssue {
  /** The tool whose schema it is, or `""` for a rule about the whole request. */
  readonly tool: string;
  /** The schema node, as in compile errors: `$`, `$.properties.days`. */
  readonly path: string;
  /** The keyword or limit at fault. */
  readonly keyword: string;
  /** What is wrong, in lowercase words, naming the provider's rule. */
  readonly message: string;
}

const PROJECTION_ERROR = Symbol.for("@tinyllm/providers/ProjectionError");

/** The most issues a {@link ProjectionError}'s message lists; `issues` holds every one. */
export const MAX_PROJECTION_MESSAGE_LINES = 100;

/**
 * Thrown when a tool list cannot be sent as asked: a construct the provider's shape cannot
 * express (a recursive `$ref` for Gemini's OpenAPI dialect) or a documented limit crossed.
 * The message names the tool and the path of each issue, the first 100 of them (then how many
 * more); `issues` holds every one.
 */
export class ProjectionError extends Error {
  override readonly name = "ProjectionError";
  /** A stable code for programs: `limit_exceeded` for a documented limit, else `unprojectable`. */
  readonly code: "limit_exceeded" | "unprojectable";
  /** Every issue found, in schema order. */
  readonly issues: readonly ProjectionIssue[];

  constructor(issues: readonly ProjectionIssue[], code: "limit_exceeded" | "unprojectable") {
    super(messageOf(issues));
    this.code = code;
    this.issues = issues;
    Object.defineProperty(this, PROJECTION_ERROR, { value: true });
  }

  /** The tool of the first issue. */
  get tool(): string {
    return this.issues[0]?.tool ?? "";
  }

  /** The path of the first issue. */
  get path(): string {
    return this.issues[0]?.path ?? "$";
  }

  /** Whether a value is a `ProjectionError` from any copy of this package. */
  static isInstance(value: unknown): value is ProjectionError {
    return hasMarker(value, PROJECTION_ERROR);
  }
}

/** One line per issue, the first ones only, then how many more there are. */
function messageOf(issues: readonly ProjectionIssue[]): string {
  return issueLines(
    issues,
    MAX_PROJECTION_MESSAGE_LINES,
    "issues",
    (issue, path) =>
      `${issue.tool === "" ? "request" : `tool "${issue.tool}"`}: ${path}: ${issue.message}`,
  );
}
