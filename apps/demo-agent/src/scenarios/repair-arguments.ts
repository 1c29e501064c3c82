/** Arguments rewritten from a refusal, and what was changed, in words. */
export interface Repair {
  readonly arguments: Record<string, unknown>;
  readonly fixes: readonly string[];
}

const MISSING = /^\$: missing required property "(.+)"$/;
const UNEXPECTED = /^\$: unexpected property "(.+)"$/;
const NUMBER_AS_STRING = /^\$\.([A-Za-z_]\w*): expected (?:integer|number), got string$/;
const NOT_IN_ENUM = /^\$\.([A-Za-z_]\w*): .+ is not one of \[.*\]$/;
const ARRAY_ELEMENT = /^\$\.([A-Za-z_]\w*)\[(\d+)\]: /;

/**
 * What the scripted model does with an `invalid arguments` refusal: it reads the
 * error lines (SPEC section 6) and rewrites its arguments line by line, taking
 * missing required values from what it knows. Undefined when a line is not one
 * it understands, or a missing value is not known: then it gives up, as it should.
 */
export function repairArguments(
  raw: string,
  refusal: string,
  known: Readonly<Record<string, unknown>>,
): Repair | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw === "" ? "{}" : raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
  const rest = new Map(Object.entries(parsed));
  const added = new Map<string, unknown>();
  const dropped = new Map<string, Set<number>>();
  const fixes: string[] = [];
  const lines = refusal.split("\n").slice(1);
  if (lines.length === 0) return undefined;
  for (const line of lines) {
    const missing = MISSING.exec(line)?.[1];
    const unexpected = UNEXPECTED.exec(line)?.[1];
    const numeric = NUMBER_AS_STRING.exec(line)?.[1];
    const notInEnum = NOT_IN_ENUM.exec(line)?.[1];
    const element = ARRAY_ELEMENT.exec(line);
    if (missing !== undefined) {
      if (!Object.hasOwn(known, missing)) return undefined;
      added.set(missing, known[missing]);
      fixes.push(`added the missing ${missing}`);
    } else if (unexpected !== undefined) {
      rest.delete(unexpected);
      fixes.push(`removed ${unexpected}`);
    } else if (numeric !== undefined) {
      const value = Number(rest.get(numeric));
      if (!Number.isFinite(value)) return undefined;
      rest.set(numeric, value);
      fixes.push(`sent ${numeric} as a number`);
    } else if (notInEnum !== undefined) {
      rest.delete(notInEnum);
      fixes.push(`dropped the invalid ${notInEnum}`);
    } else if (element !== null) {
      const name = element[1] ?? "";
      const indexes = dropped.get(name) ?? new Set<number>();
      indexes.add(Number(element[2]));
      dropped.set(name, indexes);
      fixes.push(`removed ${name}[${element[2]}]`);
    } else {
      return undefined;
    }
  }
  for (const [name, indexes] of dropped) {
    const list = rest.get(name);
    if (!Array.isArray(list)) return undefined;
    rest.set(
      name,
      list.filter((_, index) => !indexes.has(index)),
    );
  }
  // Object.fromEntries defines own properties: a "__proto__" key stays a key.
  return { arguments: Object.fromEntries([...added, ...rest]), fixes };
}
