import { UNEXPECTED } from "../keywords/additional-properties.js";
import { plural } from "../keywords/counts.js";
import { minItemsMessage } from "../keywords/item-count.js";
import { requiredMessage } from "../keywords/required.js";
import { indexSegment, propertySegment } from "../path.js";
import { framed } from "../quote.js";
import { ValidationError } from "../validation-error.js";
import type { JsonEvents, ValueKind } from "./json-reader.js";
import type { PrefixNode } from "./prefix-node.js";
import { type IssueSink, judgeScalar, liveNodes, StringJudge, stringPlan } from "./value-judge.js";

/** An open object or array, with the schemas its value must pass. */
interface Frame {
  readonly object: boolean;
  readonly parent: Frame | undefined;
  /** Where the frame's value sits in its parent: a key, or an index when `ownKey` is undefined. */
  readonly ownKey: string | undefined;
  readonly ownIndex: number;
  /** The path, made on first need: most values never have an issue. */
  path: string | undefined;
  readonly nodes: readonly PrefixNode[];
  /** Objects whose nodes count or check keys: the keys seen. */
  readonly keys: Set<string> | undefined;
  /** Objects: the key being read and the schemas of its value. */
  key: string;
  childNodes: readonly PrefixNode[];
  /**
   * Objects: issues inside the value of each key. `JSON.parse` keeps the last value of a repeated
   * key, so a later `"key": ...` takes them back; they are final only when no open object holds them.
   */
  pending: Map<string, ValidationError[]> | undefined;
  /** Arrays: elements begun. */
  count: number;
  /** Whether this container's own `maxItems`/`maxProperties` was already reported. */
  tooMany: boolean;
}

const NONE: readonly PrefixNode[] = [];

/**
 * Hears the reader's events and judges each value against its schemas as it comes: issues that
 * no completion can take back are `final`; the others wait under the key that holds them.
 */
export class PrefixJudge implements JsonEvents, IssueSink {
  readonly final: ValidationError[] = [];
  /** Changes whenever an issue is added or taken back. */
  version = 0;
  /** The root value's kind, once it began. */
  rootKind: ValueKind | undefined;
  readonly #root: readonly PrefixNode[];
  readonly #frames: Frame[] = [];
  readonly #strings = new StringJudge(this);
  /** Whether a string value is being judged (by `#strings`). */
  #inString = false;
  #scalarNodes: readonly PrefixNode[] = NONE;
  #scalarKind: ValueKind = "null";

  constructor(root: readonly PrefixNode[]) {
    this.#root = root;
  }

  /** The issues a repeated key could still take back. */
  pending(): ValidationError[] {
    const issues: ValidationError[] = [];
    for (const frame of this.#frames) {
      if (frame.pending === undefined) continue;
      for (const list of frame.pending.values()) issues.push(...list);
    }
    return issues;
  }

  /** An issue of the value being read (IssueSink). */
  issue(code: string, message: string): void {
    this.#raise(new ValidationError(code, this.#valuePath(), message), this.#frames.length);
  }

  beginValue(kind: ValueKind): void {
    const frames = this.#frames;
    const top = frames[frames.length - 1];
    let nodes = this.#root;
    if (top === undefined) {
      this.rootKind = kind;
    } else if (top.object) {
      nodes = top.childNodes;
    } else {
      const index = top.count++;
      if (top.nodes.length > 0) {
        this.#checkItemCount(top, frames.length - 1);
        nodes = itemsOf(top.nodes, index);
      } else nodes = NONE;
    }
    if (kind === "object" || kind === "array") {
      const object = kind === "object";
      const live = nodes.length === 0 ? NONE : liveNodes(nodes, kind, this);
      frames.push({
        object,
        parent: top,
        ownKey: top?.object === true ? top.key : undefined,
        ownIndex: top === undefined ? 0 : top.count - 1,
        path: top === undefined ? "$" : undefined,
        nodes: live,
        keys: object && live.some((node) => node.judgesKeys) ? new Set() : undefined,
        key: "",
        childNodes: NONE,
        pending: undefined,
        count: 0,
        tooMany: false,
      });
    } else if (kind === "string") {
      this.#inString = false;
      if (nodes.length === 0) return;
      const plan = stringPlan(liveNodes(nodes, kind, this));
      if (plan === undefined) return;
      this.#strings.begin(plan);
      this.#inString = true;
    } else {
      this.#inString = false;
      this.#scalarNodes = nodes;
      this.#scalarKind = kind;
    }
  }

  stringPart(part: string): void {
    if (this.#inString) this.#strings.part(part);
  }

  endValue(number?: string): void {
    if (this.#inString) {
      this.#inString = false;
      this.#strings.end();
      return;
    }
    if (this.#scalarNodes.length === 0) return;
    const kind = this.#scalarKind;
    const value = number !== undefined ? Number(number) : kind === "null" ? null : kind === "true";
    judgeScalar(this.#scalarNodes, value, this);
    this.#scalarNodes = NONE;
  }

  key(name: string): void {
    const depth = this.#frames.length - 1;
    const frame = this.#frames[depth] as Frame;
    if (frame.pending?.delete(name)) this.version++;
    frame.key = name;
    if (frame.nodes.length === 0) return;
    const keys = frame.keys;
    if (keys !== undefined && !keys.has(name)) {
      keys.add(name);
      for (const node of frame.nodes) {
        if (node.closed && !node.declares(name)) {
          const message = framed(UNEXPECTED, name);
          this.#raise(new ValidationError("additionalProperties", pathOf(frame), message), depth);
        }
        const most = node.maxProperties;
        if (most !== undefined && keys.size > most && !frame.tooMany) {
          frame.tooMany = true;
          const message = `expected at most ${most} ${most === 1 ? "property" : "properties"}, got ${keys.size} so far`;
          this.#raise(new ValidationError("maxProperties", pathOf(frame), message), depth);
        }
      }
    }
    frame.childNodes = propertiesOf(frame.nodes, name);
  }

  endContainer(): void {
    const frame = this.#frames.pop() as Frame;
    const depth = this.#frames.length;
    for (const node of frame.nodes) {
      if (frame.object) {
        for (const name of node.required) {
          if (!(frame.keys as Set<string>).has(name)) {
            this.#raise(
              new ValidationError("required", pathOf(frame), requiredMessage(name)),
              depth,
            );
          }
        }
      } else if (node.minItems !== undefined && frame.count < node.minItems) {
        const message = minItemsMessage(node.minItems, frame.count);
        this.#raise(new ValidationError("minItems", pathOf(frame), message), depth);
      }
    }
    // Inside a closed object, only a key repeated in an enclosing open object takes them back.
    if (frame.pending !== undefined) {
      for (const list of frame.pending.values()) {
        for (const error of list) this.#raise(error, depth);
      }
    }
  }

  #checkItemCount(frame: Frame, depth: number): void {
    if (frame.tooMany) return;
    for (const node of frame.nodes) {
      const most = node.maxItems;
      if (most !== undefined && frame.count > most) {
        frame.tooMany = true;
        const message = `expected at most ${plural(most, "item")}, got ${frame.count} so far`;
        this.#raise(new ValidationError("maxItems", pathOf(frame), message), depth);
        return;
      }
    }
  }

  /** The path of the value being read (the last one begun in the innermost open container). */
  #valuePath(): string {
    const top = this.#frames[this.#frames.length - 1];
    if (top === undefined) return "$";
    return pathOf(top) + (top.object ? propertySegment(top.key) : indexSegment(top.count - 1));
  }

  /** Files an issue about a value inside the first `depth` open containers. */
  #raise(error: ValidationError, depth: number): void {
    this.version++;
    for (let index = depth - 1; index >= 0; index--) {
      const frame = this.#frames[index] as Frame;
      if (!frame.object) continue;
      frame.pending ??= new Map();
      const list = frame.pending.get(frame.key);
      if (list === undefined) frame.pending.set(frame.key, [error]);
      else list.push(error);
      return;
    }
    this.final.push(error);
  }
}

/** A frame's path, made once, walking up (no recursion: nesting may be deep) to one already made. */
function pathOf(frame: Frame): string {
  if (frame.path !== undefined) return frame.path;
  const unmade: Frame[] = [];
  let at: Frame | undefined = frame;
  while (at !== undefined && at.path === undefined) {
    unmade.push(at);
    at = at.parent;
  }
  let path = at?.path ?? "$";
  for (let index = unmade.length - 1; index >= 0; index--) {
    const item = unmade[index] as Frame;
    path += item.ownKey !== undefined ? propertySegment(item.ownKey) : indexSegment(item.ownIndex);
    item.path = path;
  }
  return path;
}

/** The schemas of a property's value under every node (one node, the usual case: its own list). */
function propertiesOf(nodes: readonly PrefixNode[], name: string): readonly PrefixNode[] {
  if (nodes.length === 1) return (nodes[0] as PrefixNode).property(name);
  const all: PrefixNode[] = [];
  for (const node of nodes) all.push(...node.property(name));
  return all;
}

/** The schemas of an array element under every node. */
function itemsOf(nodes: readonly PrefixNode[], index: number): readonly PrefixNode[] {
  if (nodes.length === 1) return (nodes[0] as PrefixNode).item(index);
  const all: PrefixNode[] = [];
  for (const node of nodes) all.push(...node.item(index));
  return all;
}
