/** One way a value breaks a schema: where (`$.tags[1]`), a stable `code` and a sentence for the model. */
export class ValidationError {
  /** A stable id: the keyword that failed (`"required"`, `"type"`, `"enum"`, ...) or `"invalid_json"`, `"invalid_utf8"`, `"too_large"`, `"unreadable_value"`. */
  declare readonly code: string;
  /** Where in the value: `$` is the whole value, `.name` or `["odd name"]` a property, `[i]` an element. */
  declare readonly path: string;
  /** What was expected and what came, in lowercase words. */
  declare readonly message: string;

  constructor(code: string, path: string, message: string) {
    this.code = code;
    this.path = path;
    this.message = message;
  }

  /** The error as one line: `path: message`. */
  toString(): string {
    return `${this.path}: ${this.message}`;
  }
}

/** Sorts errors by path, then by message, comparing code units (never locale order). */
export function sortErrors<
  T extends { readonly path: string; readonly message: string; readonly code?: string },
>(errors: T[]): T[] {
  // Collectors emit errors in order most of the time: one pass to confirm it is cheaper than a sort.
  let sorted = true;
  for (let index = 1; index < errors.length; index++) {
    const left = errors[index - 1] as T;
    const right = errors[index] as T;
    // Errors of one node share one path string, so the identity test usually settles it.
    if (left.path !== right.path) {
      if (left.path > right.path) {
        sorted = false;
        break;
      }
    } else if (
      // "missing required property ..." sorts before "unexpected property ...": the first letters
      // settle it, so the messages (joined strings V8 would flatten to compare) are not read.
      !(left.code === "required" && right.code === "additionalProperties") &&
      left.message > right.message
    ) {
      sorted = false;
      break;
    }
  }
  if (sorted) return errors;
  // Insertion sort: error lists are short, and this avoids the comparator calls of Array#sort.
  if (errors.length > 32) return errors.sort(compareByPathThenMessage);
  for (let index = 1; index < errors.length; index++) {
    const current = errors[index] as T;
    let position = index - 1;
    while (position >= 0 && compareByPathThenMessage(errors[position] as T, current) > 0) {
      errors[position + 1] = errors[position] as T;
      position -= 1;
    }
    errors[position + 1] = current;
  }
  return errors;
}

function compareByPathThenMessage(
  left: { readonly path: string; readonly message: string },
  right: { readonly path: string; readonly message: string },
): number {
  if (left.path !== right.path) return left.path < right.path ? -1 : 1;
  if (left.message !== right.message) return left.message < right.message ? -1 : 1;
  return 0;
}
