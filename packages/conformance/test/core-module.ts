import * as schema from "@tinyllm/schema";
import * as tool from "@tinyllm/tool";
import type { SchemaModuleLike, ToolModuleLike } from "../src/index.js";

/** @tinyllm/schema in its core vocabulary (SPEC 4.1): the seed contract's suites run against this. */
export const coreSchema: SchemaModuleLike = {
  compile: (source: unknown) => schema.compile(source, { vocabulary: "core" }),
};

/** A registry whose tools compile their schemas in the core vocabulary, as the seed contract says. */
class CoreRegistry extends tool.Registry {
  constructor() {
    super({ vocabulary: "core" });
  }
}

/** @tinyllm/tool with the core vocabulary: its registry and tool makers, for the seed contract. */
export const coreTool: ToolModuleLike = {
  ...tool,
  Registry: CoreRegistry,
  newTool: (name, description, parameters, execute) =>
    tool.newTool(name, description, parameters, execute, { vocabulary: "core" }),
  defineTool: (spec) =>
    tool.defineTool({ ...spec, vocabulary: "core" } as Parameters<typeof tool.defineTool>[0]),
} as ToolModuleLike;
