import { UNEXPECTED } from "../keywords/additional-properties.js";
import { plural } from "../keywords/counts.js";
import { minItemsMessage } from "../keywords/item-count.js";
import { requiredMessage } from "../keywords/required.js";
import { indexSegment, propertySegment } from "../path.js";
import { framed } from "../quote.js";
import { ValidationError } from "../validation-error.js";
import type { JsonEvents, ValueKind } from "./json-reader.js";
import type { PrefixNode } from "./prefix-node.js";
import { judgeScalar, liveNodes, type Report, StringJudge } from "./value-judge.js";

/** An open object or array, with the schemas its value must pass. */
interface Frame {
  readonly object: boolean;
  readonly path: string;
  readonly nodes: readonly PrefixNode[];
  /** Objects: the keys seen, the one being read, the schemas of its value. */
  readonly keys: Set<string> | undefined;
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
export class PrefixJudge implements JsonEvents {
  readonly final: ValidationError[] = [];
  /** Changes whenever an issue is added or taken back. */
  version = 0;
  /** The root value's kind, once it began. */
  rootKind: ValueKind | undefined;
  readonly #root: readonly PrefixNode[];
  readonly #frames: Frame[] = [];
  #string: StringJudge | undefined;
  #scalarNodes: readonly PrefixNode[] = NONE;
  #scalarPath = "$";
  #scalarKind: ValueKind = "null";
  #scalarReport: Report = () => {};

  constructor(root: readonly PrefixNode[]) {
    this.#root = root;
  }

  /** The issues a repeated key could still take back, in path order. */
  pending(): ValidationError[] {
    const issues: ValidationError[] = [];
    for (const frame of this.#frames) {
      if (frame.pending === undefined) continue;
      for (const list of frame.pending.values()) issues.push(...list);
    }
    return issues;
  }

  beginValue(kind: ValueKind): void {
    const frames = this.#frames;
    const depth = frames.length;
    const top = frames[depth - 1];
    let nodes = this.#root;
    let path = "$";
    if (top === undefined) {
      this.rootKind = kind;
    } else if (top.object) {
      nodes = top.childNodes;
      path = top.path + propertySegment(top.key);
    } else {
      const index = top.count++;
      this.#checkItemCount(top, depth - 1);
      nodes = union(top.nodes, (node) => node.item(index));
      path = top.path + indexSegment(index);
    }
    const report: Report = (error) => this.#raise(error, depth);
    if (kind === "object" || kind === "array") {
      const object = kind === "object";
      frames.push({
        object,
        path,
        nodes: liveNodes(nodes, kind, path, report),
        keys: object ? new Set() : undefined,
        key: "",
        childNodes: NONE,
        pending: undefined,
        count: 0,
        tooMany: false,
      });
    } else if (kind === "string") {
      const live = liveNodes(nodes, kind, path, report);
      this.#string = live.length === 0 ? undefined : new StringJudge(live, path, report);
    } else {
      this.#string = undefined;
      this.#scalarNodes = nodes;
      this.#scalarPath = path;
      this.#scalarKind = kind;
      this.#scalarReport = report;
    }
  }

  stringPart(part: string): void {
    this.#string?.part(part);
  }

  endValue(number?: string): void {
    if (this.#string !== undefined) {
      this.#string.end();
      this.#string = undefined;
      return;
    }
    if (this.#scalarNodes.length === 0) return;
    const kind = this.#scalarKind;
    const value = number !== undefined ? Number(number) : kind === "null" ? null : kind === "true";
    judgeScalar(this.#scalarNodes, value, this.#scalarPath, this.#scalarReport);
    this.#scalarNodes = NONE;
  }

  key(name: string): void {
    const depth = this.#frames.length - 1;
    const frame = this.#frames[depth] as Frame;
    const keys = frame.keys as Set<string>;
    if (frame.pending?.delete(name)) this.version++;
    if (!keys.has(name)) {
      keys.add(name);
      for (const node of frame.nodes) {
        if (node.closed && !node.declares(name)) {
          this.#raise(
            new ValidationError("additionalProperties", frame.path, framed(UNEXPECTED, name)),
            depth,
          );
        }
        const most = node.maxProperties;
        if (most !== undefined && keys.size > most && !frame.tooMany) {
          frame.tooMany = true;
          this.#raise(
            new ValidationError(
              "maxProperties",
              frame.path,
              `expected at most ${most} ${most === 1 ? "property" : "properties"}, got ${keys.size} so far`,
            ),
            depth,
          );
        }
      }
    }
    frame.key = name;
    frame.childNodes = union(frame.nodes, (node) => node.property(name));
  }

  endContainer(): void {
    const frame = this.#frames.pop() as Frame;
    const depth = this.#frames.length;
    for (const node of frame.nodes) {
      if (frame.object) {
        const keys = frame.keys as Set<string>;
        for (const name of node.required) {
          if (!keys.has(name)) {
            this.#raise(new ValidationError("required", frame.path, requiredMessage(name)), depth);
          }
        }
      } else if (node.minItems !== undefined && frame.count < node.minItems) {
        this.#raise(
          new ValidationError("minItems", frame.path, minItemsMessage(node.minItems, frame.count)),
          depth,
        );
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
        this.#raise(
          new ValidationError(
            "maxItems",
            frame.path,
            `expected at most ${plural(most, "item")}, got ${frame.count} so far`,
          ),
          depth,
        );
        return;
      }
    }
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

function union(
  nodes: readonly PrefixNode[],
  children: (node: PrefixNode) => readonly PrefixNode[],
): readonly PrefixNode[] {
  if (nodes.length === 0) return NONE;
  if (nodes.length === 1) return children(nodes[0] as PrefixNode);
  const all: PrefixNode[] = [];
  for (const node of nodes) all.push(...children(node));
  return all;
}
