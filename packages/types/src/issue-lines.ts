/** The most characters of a path in an issue line (a path can hold long property names). */
const MAX_PATH_CHARS = 1_000;

/**
 * An error message from many issues, bounded whatever their number: the first `maxLines` as
 * lines (`line` writes one, given the issue's path cut in its middle past 1,000 characters), then
 * `... and N more NOUN (every one is in issues)`. The error keeps every issue beside it.
 */
export function issueLines<Item extends { readonly path: string }>(
  issues: readonly Item[],
  maxLines: number,
  noun: string,
  line: (issue: Item, path: string) => string,
): string {
  const lines = issues.slice(0, maxLines).map((issue) => line(issue, shortPath(issue.path)));
  const more = issues.length - maxLines;
  if (more > 0) lines.push(`... and ${more} more ${noun} (every one is in issues)`);
  return lines.join("\n");
}

/** A path cut in its middle: its start and its end say where, the rest would only be long. */
function shortPath(path: string): string {
  if (path.length <= MAX_PATH_CHARS) return path;
  const half = MAX_PATH_CHARS / 2;
  return `${path.slice(0, half)}...${path.slice(-half)}`;
}
