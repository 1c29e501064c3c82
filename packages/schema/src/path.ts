const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The path segment for a property: `.name` for a plain identifier, `["a b"]` (JSON-quoted) otherwise. */
export function propertySegment(name: string): string {
  return IDENTIFIER.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}

/** The path segment for an array element: `[i]`. */
export function indexSegment(index: number): string {
  return `[${index}]`;
}
