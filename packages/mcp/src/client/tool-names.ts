import { TOOL_NAME_PATTERN } from "@tinyllm/tool";

/** The longest tool name providers accept. */
const MAX_NAME_LENGTH = 64;
/** Characters of the stable hash appended to a name that had to be shortened or disambiguated. */
const HASH_LENGTH = 8;

/** How the names of one server's tools become registry names. */
export interface ToolNamingOptions {
  /** The server's name: the prefix of a name that is invalid or already taken. */
  readonly serverName: string;
  /** When set, every name becomes `prefix__name`. */
  readonly prefix?: string | undefined;
  /** Names already in use (the registry's own tools, other servers' tools). */
  readonly taken?: ReadonlySet<string> | undefined;
}

/** A server tool that got no registry name, and why. */
export interface NamingCollision {
  /** The tool's name on the server. */
  readonly name: string;
  /** Why it got no name, for the user. */
  readonly reason: string;
}

/** Registry names for a server's tools, with the way back. */
export interface ToolNames {
  /** Registry name to the server's name, in code-unit order of the server's names. */
  readonly byLocalName: ReadonlyMap<string, string>;
  /** Server tools that could not be named. */
  readonly collisions: readonly NamingCollision[];
}

/**
 * Names a server's tools for a registry: deterministic (the same names on every run), valid
 * (`^[A-Za-z0-9_-]{1,64}$`), and never reusing a taken name. Without a prefix a valid free
 * name is kept; otherwise it is prefixed with the server's name. Invalid characters become `_`;
 * a name still too long or taken gets a stem and a short hash of the server's name and tool name.
 */
export function assignToolNames(
  serverNames: readonly string[],
  options: ToolNamingOptions,
): ToolNames {
  const taken = new Set(options.taken ?? []);
  const byLocalName = new Map<string, string>();
  const collisions: NamingCollision[] = [];
  const seen = new Set<string>();
  for (const name of [...serverNames].sort(compareCodeUnits)) {
    if (seen.has(name)) {
      collisions.push({
        name,
        reason: `the server lists a second tool named ${JSON.stringify(name)}`,
      });
      continue;
    }
    seen.add(name);
    const local = localName(name, options, taken);
    if (local === undefined) {
      collisions.push({
        name,
        reason: `no free registry name for ${JSON.stringify(name)}: every candidate is taken`,
      });
      continue;
    }
    taken.add(local);
    byLocalName.set(local, name);
  }
  return { byLocalName, collisions };
}

function localName(
  name: string,
  options: ToolNamingOptions,
  taken: ReadonlySet<string>,
): string | undefined {
  const wanted = options.prefix === undefined ? name : `${options.prefix}__${name}`;
  if (isFree(wanted, taken)) return wanted;
  const prefixed = sanitize(
    options.prefix === undefined ? `${options.serverName}__${name}` : wanted,
  );
  if (isFree(prefixed, taken)) return prefixed;
  const hashed = `${prefixed.slice(0, MAX_NAME_LENGTH - HASH_LENGTH - 1)}_${stableHash(`${options.serverName}\u0000${name}`)}`;
  return isFree(hashed, taken) ? hashed : undefined;
}

function isFree(name: string, taken: ReadonlySet<string>): boolean {
  return TOOL_NAME_PATTERN.test(name) && !taken.has(name);
}

/** The name with every character a provider refuses replaced by `_` (by code point). */
function sanitize(name: string): string {
  const replaced = Array.from(name, (character) =>
    /^[A-Za-z0-9_-]$/.test(character) ? character : "_",
  ).join("");
  return replaced === "" ? "_" : replaced;
}

/** 32-bit FNV-1a of the UTF-16 code units, as 8 hex digits: short, stable across runs and runtimes. */
function stableHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(HASH_LENGTH, "0");
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
