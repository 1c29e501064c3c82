import { describe, expectTypeOf, it } from "vitest";
import { defineTool } from "../define/define-tool.js";
import { Registry } from "../registry.js";
import { withContext } from "./with-context.js";

interface Session {
  readonly user: string;
}

describe("context types", () => {
  it("types args from the schema and context from withContext", () => {
    const tool = withContext<Session>().defineTool({
      name: "greet",
      description: "Greets.",
      parameters: {
        type: "object",
        properties: { loud: { type: "boolean" } },
        required: ["loud"],
        additionalProperties: false,
      },
      execute: (args, toolContext) => {
        expectTypeOf(args).toEqualTypeOf<{ loud: boolean }>();
        expectTypeOf(toolContext.context).toEqualTypeOf<Session>();
        return toolContext.context.user;
      },
    });
    const tools = new Registry<Session>().mustRegister(tool);
    const call = {
      id: "1",
      type: "function" as const,
      function: { name: "greet", arguments: "{}" },
    };
    void tools.call(call, { context: { user: "ada" } });
    void tools.callAll([call], { context: { user: "ada" } });
    // @ts-expect-error a context of another type is refused
    void tools.call(call, { context: { name: "ada" } });
    // @ts-expect-error callAll too
    void tools.callAll([call], { context: 3 });
  });

  it("gives context unknown when the tool does not say", () => {
    defineTool({
      name: "plain",
      description: "Plain.",
      execute: (_args, toolContext) => {
        expectTypeOf(toolContext.context).toEqualTypeOf<unknown>();
        return "";
      },
    });
  });
});

describe("a tool for another context", () => {
  it("is refused by the registry", () => {
    const other = withContext<{ readonly db: number }>().defineTool({
      name: "db",
      description: "Uses a db.",
      execute: (_args, { context }) => context.db,
    });
    // @ts-expect-error its context is not the registry's
    new Registry<Session>().register(other);
  });
});
