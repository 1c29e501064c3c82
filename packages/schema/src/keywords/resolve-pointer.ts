import type { CopiedJson } from "../copy-json.js";
import { indexSegment, propertySegment } from "../path.js";
import { quote } from "../quote.js";
import type { SchemaSpec } from "../schema-spec.js";
import { isObject, type ReadContext } from "./keyword.js";

/**
 * The resolver of local `$ref`s: `#` or `#/...`, a JSON pointer (RFC 6901, percent-decoded as a
 * URI fragment) into the same document. Anything else is refused with an issue at `path`.
 */
export function createResolver(
  root: CopiedJson,
  context: Pick<ReadContext, "issues" | "subschema">,
): (reference: string, path: string) => SchemaSpec | undefined {
  return (reference, path) => {
    const refuse = (why: string) => {
      context.issues.push({ path, message: `"$ref" ${quote(reference)} is refused: ${why}` });
      return undefined;
    };
    if (!reference.startsWith("#")) {
      return refuse(
        'only a JSON pointer into the same document ("#", "#/$defs/name") is supported',
      );
    }
    let pointer: string;
    try {
      pointer = decodeURIComponent(reference.slice(1));
    } catch {
      return refuse("its percent-encoding is malformed");
    }
    if (pointer !== "" && !pointer.startsWith("/")) {
      return refuse(
        'a plain-name fragment needs $anchor, which is not supported: use "#/$defs/name"',
      );
    }
    let target: CopiedJson | undefined = root;
    let at = "$";
    const tokens = pointer === "" ? [] : pointer.slice(1).split("/");
    for (const raw of tokens) {
      const token = raw.replaceAll("~1", "/").replaceAll("~0", "~");
      if (Array.isArray(target) && /^(0|[1-9][0-9]*)$/.test(token)) {
        target = target[Number(token)];
        at += indexSegment(Number(token));
      } else if (isObject(target) && Object.hasOwn(target, token)) {
        target = target[token];
        at += propertySegment(token);
      } else {
        target = undefined;
      }
      if (target === undefined) return refuse("it points to nothing in this schema");
    }
    return context.subschema(target, at);
  };
}
