import type {
  ContentModuleLike,
  ContentPartLike,
  ContentProjections,
  ContentResultLike,
} from "./contract-types.js";
import { jsonEqual } from "./json-equal.js";
import { check, type RequirementCheck, show } from "./requirement-check.js";

// The 8-byte PNG signature, and its base64.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG64 = "iVBORw0KGgo=";

/** Not canonical base64, each for its own reason. */
const BAD_BASE64 = [
  "iVBO Rw0KGgo=",
  "iVBORw0K\nGgo=",
  "iVBORw0KGgo",
  "iVBORw0K-go_",
  "iVBORw0KGgp=",
  "iV=ORw0KGgo=",
];

/** Calls a one-tool registry whose tool returns `value`. */
async function answer(
  module: ContentModuleLike,
  value: unknown,
  contentLimits?: unknown,
): Promise<ContentResultLike> {
  const registry = new module.Registry(contentLimits === undefined ? {} : { contentLimits });
  registry.register(
    module.newTool("shot", "returns what the check gives it", undefined, () => value),
  );
  return registry.call({ id: "c1", type: "function", function: { name: "shot", arguments: "{}" } });
}

function expectKind(result: ContentResultLike, kind: string, what: string): string[] {
  return result.kind === kind
    ? []
    : [`${what}: expected ${kind}, got ${result.kind} (${show(result.content)})`];
}

/** A refusal: `invalid_result`, an error, and nothing but its own text in parts(). */
function expectRefused(result: ContentResultLike, what: string): string[] {
  const failures = expectKind(result, "invalid_result", what);
  const parts = result.parts();
  if (parts.length !== 1 || parts[0]?.type !== "text") {
    failures.push(`${what}: a refused result's parts() must be its text alone, got ${show(parts)}`);
  }
  return failures;
}

function asDataChecks(module: ContentModuleLike): RequirementCheck {
  return check("content.parts.as-data", async () => {
    const { content } = module;
    const result = await answer(module, content.parts("chart:", content.image(PNG, "image/png")));
    const failures = expectKind(result, "ok", "text and an image");
    const expected = [
      { type: "text", text: "chart:" },
      { type: "image", mimeType: "image/png", data: PNG64 },
    ];
    if (!jsonEqual(result.parts() as never, expected)) {
      failures.push(`parts() is ${show(result.parts())}, expected ${show(expected)}`);
    }
    if (
      !Object.isFrozen(result.parts()) ||
      !result.parts().every((part) => Object.isFrozen(part))
    ) {
      failures.push("parts() and each part must be frozen");
    }
    const text = result.message().content;
    if (text !== "chart:\n[image: image/png, 8 bytes]")
      failures.push(`message() content is ${show(text)}`);
    return failures;
  });
}

function textUnchangedCheck(module: ContentModuleLike): RequirementCheck {
  return check("content.parts.text-unchanged", async () => {
    const result = await answer(module, "sunny in Paris");
    const failures = expectKind(result, "ok", "a string");
    if (result.message().content !== "sunny in Paris")
      failures.push(`message() is ${show(result.message())}`);
    if (!jsonEqual(result.parts() as never, [{ type: "text", text: "sunny in Paris" }])) {
      failures.push(`parts() is ${show(result.parts())}`);
    }
    return failures;
  });
}

function lookAlikeCheck(module: ContentModuleLike): RequirementCheck {
  return check("content.parts.look-alike-is-json", async () => {
    const lookAlike = [{ type: "image", mimeType: "image/png", data: "not base64!" }];
    const result = await answer(module, lookAlike);
    const failures = expectKind(result, "ok", "a look-alike array");
    const json = JSON.stringify(lookAlike);
    if (result.content !== json)
      failures.push(`content is ${show(result.content)}, expected its JSON`);
    if (!jsonEqual(result.parts() as never, [{ type: "text", text: json }])) {
      failures.push(`parts() is ${show(result.parts())}`);
    }
    return failures;
  });
}

function base64Check(module: ContentModuleLike): RequirementCheck {
  return check("content.base64.canonical", async () => {
    const failures: string[] = [];
    for (const data of BAD_BASE64) {
      const result = await answer(module, module.content.image({ data }, "image/png"));
      failures.push(...expectRefused(result, `data ${show(data)}`));
    }
    failures.push(
      ...expectKind(
        await answer(module, module.content.image({ data: PNG64 }, "image/png")),
        "ok",
        "canonical data",
      ),
    );
    return failures;
  });
}

function mimeCheck(module: ContentModuleLike): RequirementCheck {
  return check("content.mime.allowlist", async () => {
    const svg = () => module.content.image({ data: "PHN2Zy8+" }, "image/svg+xml");
    const failures = expectRefused(await answer(module, svg()), "image/svg+xml by default");
    const allowed = module.contentLimits({ mimeTypes: { image: ["image/svg+xml"] } });
    failures.push(
      ...expectKind(await answer(module, svg(), allowed), "ok", "image/svg+xml allowed"),
    );
    return failures;
  });
}

function partCapCheck(module: ContentModuleLike): RequirementCheck {
  return check("content.size.part-cap", async () => {
    const limits = module.contentLimits({ maxPartBytes: 8 });
    const over = module.content.image(new Uint8Array(9), "image/png");
    const failures = expectRefused(await answer(module, over, limits), "9 bytes over a cap of 8");
    const at = module.content.image(new Uint8Array(8), "image/png");
    failures.push(...expectKind(await answer(module, at, limits), "ok", "8 bytes at a cap of 8"));
    return failures;
  });
}

function resultCapCheck(module: ContentModuleLike): RequirementCheck {
  return check("content.size.result-cap", async () => {
    const limits = module.contentLimits({ maxPartBytes: 8, maxResultBytes: 12 });
    const { content } = module;
    const two = content.parts(content.image(PNG, "image/png"), content.image(PNG, "image/png"));
    return expectRefused(await answer(module, two, limits), "16 bytes over a result cap of 12");
  });
}

function urlCheck(module: ContentModuleLike): RequirementCheck {
  return check("content.url.schemes", async () => {
    const failures: string[] = [];
    for (const url of ["http://example.com/a.png", "javascript:alert(1)", "file:///etc/passwd"]) {
      failures.push(
        ...expectRefused(await answer(module, module.content.image({ url }, "image/png")), url),
      );
    }
    const https = await answer(
      module,
      module.content.image({ url: "https://example.com/a.png" }, "image/png"),
    );
    failures.push(...expectKind(https, "ok", "an https: URL"));
    const data = await answer(
      module,
      module.content.image({ url: `data:image/png;base64,${PNG64}` }, "image/png"),
    );
    const expected = [{ type: "image", mimeType: "image/png", data: PNG64 }];
    if (!jsonEqual(data.parts() as never, expected))
      failures.push(`a data: URL gave ${show(data.parts())}`);
    return failures;
  });
}

/** The strings a part must bring to a provider: its text, its data or URL. */
function carried(part: ContentPartLike): string[] {
  for (const field of ["text", "data", "url", "uri"]) {
    const value = part[field];
    if (typeof value === "string" && value !== "") return [value];
  }
  return [];
}

function projectionCheck(
  module: ContentModuleLike,
  projections: ContentProjections,
): RequirementCheck {
  return check("content.projection.no-part-dropped", async () => {
    const { content } = module;
    const result = await answer(
      module,
      content.parts(
        "the chart:",
        content.image(PNG, "image/png"),
        content.image({ url: "https://example.com/b.png" }, "image/png"),
        "the end",
      ),
    );
    const failures = expectKind(result, "ok", "a rich result");
    const names = Object.keys(projections);
    if (names.length === 0) failures.push("no projection was given to check");
    for (const name of names) {
      const sent = JSON.stringify(
        (projections[name] as (results: readonly ContentResultLike[]) => unknown)([result]),
      );
      for (const part of result.parts()) {
        for (const text of carried(part)) {
          if (!sent.includes(JSON.stringify(text).slice(1, -1))) {
            failures.push(`${name} dropped the ${part.type} part ${show(text)}`);
          }
        }
      }
    }
    return failures;
  });
}

/**
 * Every check of the content contract (`content.*` requirements) against a tool package with its
 * content subpath merged in, and the provider projections to hold to "no part dropped".
 */
export function contentContractChecks(
  module: ContentModuleLike,
  projections: ContentProjections,
): RequirementCheck[] {
  return [
    asDataChecks(module),
    textUnchangedCheck(module),
    lookAlikeCheck(module),
    base64Check(module),
    mimeCheck(module),
    partCapCheck(module),
    resultCapCheck(module),
    urlCheck(module),
    projectionCheck(module, projections),
  ];
}
