import { describe, expect, it } from "vitest";
import { Registry } from "../registry.js";
import { InvalidRegistryOptionError } from "../registry-option-error.js";
import { defineTool } from "./define-tool.js";
import { type NewToolOptions, newTool } from "./func-tool.js";
import { InvalidToolDefinitionError } from "./registration-errors.js";
import { NEW_TOOL_OPTION_NAMES } from "./tool-option-names.js";

const execute = () => "ran";

describe("unknown option names are refused where they are given", () => {
  it("defineTool with `schema` (what other toolkits call parameters) throws", () => {
    const attempt = () =>
      defineTool({
        name: "shell",
        description: "runs",
        schema: { type: "object", properties: { cmd: { type: "string" } } },
        execute,
      } as never);
    expect(attempt).toThrow(InvalidToolDefinitionError);
    expect(attempt).toThrow(
      /^tool "shell": unknown option "schema"; did you mean "parameters"\? defineTool options: name, description, parameters,/,
    );
  });

  it("defineTool and newTool with timeoutMS throw", () => {
    expect(() =>
      defineTool({ name: "t", description: "d", execute, timeoutMS: 5 } as never),
    ).toThrow(/unknown option "timeoutMS"; did you mean "timeoutMs"\?/);
    expect(() => newTool("t", "d", undefined, execute, { timeoutMS: 5 } as never)).toThrow(
      /unknown option "timeoutMS"; did you mean "timeoutMs"\? newTool options: timeoutMs,/,
    );
  });

  it("new Registry({ timeoutMS }) throws, naming the option", () => {
    const attempt = () => new Registry({ timeoutMS: 5 } as never);
    expect(attempt).toThrow(InvalidRegistryOptionError);
    try {
      attempt();
    } catch (error) {
      expect((error as InvalidRegistryOptionError).option).toBe("timeoutMS");
      expect((error as Error).message).toBe(
        'unknown option "timeoutMS"; did you mean "timeoutMs"? new Registry options: timeoutMs, maxArgumentBytes, maxResultChars, concurrency, onCallStart, onCallEnd, normalizeArguments, vocabulary, repair, contentLimits',
      );
    }
  });
});

describe("the option lists", () => {
  it("newTool's list is exactly NewToolOptions' fields", () => {
    const fields = {
      timeoutMs: 1,
      sequential: 1,
      outputSchema: 1,
      annotations: 1,
      vocabulary: 1,
      requiresContext: 1,
      needsApproval: 1,
    } satisfies { [Name in keyof NewToolOptions]-?: 1 };
    expect(NEW_TOOL_OPTION_NAMES).toEqual(Object.keys(fields));
  });
});
