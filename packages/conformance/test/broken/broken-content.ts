import type { ContentModuleLike, ContentProjections } from "../../src/index.js";

/** A deliberately broken copy of the content module or of a projection, and what it must fail. */
export interface BrokenContentCopy {
  /** The mistake it makes. */
  readonly mistake: string;
  readonly module: ContentModuleLike;
  readonly projections: ContentProjections;
  /** Requirement ids the content suite must report as failing. */
  readonly mustFail: readonly string[];
}

/** Base64 of the UTF-8 bytes of `text`: what a lenient copy makes of data it does not check. */
function reencoded(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** Broken copies of `real` (the tool package with its content subpath) and of `projections`. */
export function brokenContentCopies(
  real: ContentModuleLike,
  projections: ContentProjections,
): BrokenContentCopy[] {
  const anthropic = projections.Anthropic as (results: readonly never[]) => unknown;
  return [
    {
      mistake: "base64 not checked: whatever data comes is passed on, re-encoded so it looks fine",
      module: {
        ...real,
        content: {
          ...real.content,
          image: (source, mimeType) =>
            real.content.image(
              "data" in source && typeof source.data === "string"
                ? { data: reencoded(source.data) }
                : source,
              mimeType,
            ),
        },
      },
      projections,
      mustFail: ["content.base64.canonical"],
    },
    {
      mistake: "an oversized part passed on: maxPartBytes is not applied",
      module: {
        ...real,
        contentLimits: (options) =>
          real.contentLimits({ ...options, maxPartBytes: Number.POSITIVE_INFINITY }),
      },
      projections,
      mustFail: ["content.size.part-cap"],
    },
    {
      mistake: "a part dropped by a projection: Anthropic's image blocks left out",
      module: real,
      projections: {
        ...projections,
        Anthropic: (results) =>
          (anthropic(results as never) as { content: unknown }[]).map((block) => ({
            ...block,
            content: Array.isArray(block.content)
              ? block.content.filter((item: { type: string }) => item.type !== "image")
              : block.content,
          })),
      },
      mustFail: ["content.projection.no-part-dropped"],
    },
  ];
}
