const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A place in a schema written as in compile errors: `$`, then `.name`, `["a b"]`, `[i]`. */
export function childPath(path: string, segment: string | number): string {
  if (typeof segment === "number") return `${path}[${segment}]`;
  return IDENTIFIER.test(segment) ? `${path}.${segment}` : `${path}[${JSON.stringify(segment)}]`;
}

/** The JSON pointer segment for a key (`~` and `/` escaped as RFC 6901 says). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replaceAll("~", "~0").replaceAll("/", "~1");
}
