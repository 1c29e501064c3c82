import { describe, expect, it } from "vitest";
import {
  DuplicateToolError,
  InvalidToolDefinitionError,
  InvalidToolNameError,
  InvalidToolParametersError,
} from "./define/registration-errors.js";
import { InvalidRegistryOptionError } from "./registry-option-error.js";
import { ToolError } from "./result/tool-error.js";

describe("error classes", () => {
  it("InvalidToolNameError keeps the name refused and the message given", () => {
    const error = new InvalidToolNameError(7, "tool name must be a string");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("InvalidToolNameError");
    expect(error.code).toBe("invalid_tool_name");
    expect(error.toolName).toBe(7);
    expect(error.message).toBe("tool name must be a string");
    expect(String(error)).toBe("InvalidToolNameError: tool name must be a string");
  });

  it("DuplicateToolError says which name was registered twice", () => {
    const error = new DuplicateToolError("get_weather");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DuplicateToolError");
    expect(error.code).toBe("duplicate_tool");
    expect(error.toolName).toBe("get_weather");
    expect(error.message).toBe(
      'tool "get_weather" is already registered; expected each tool name once',
    );
  });

  it("InvalidToolParametersError lists every issue as a path: message line", () => {
    const issues = [
      { code: "not_object_schema" as const, path: "$", message: "expected an object schema" },
      {
        code: "invalid_schema" as const,
        path: "$.properties.days.minimum",
        message: "expected a number",
      },
    ];
    const error = new InvalidToolParametersError("t", issues);
    expect(error.name).toBe("InvalidToolParametersError");
    expect(error.code).toBe("invalid_tool_parameters");
    expect(error.toolName).toBe("t");
    expect(error.issues).toEqual(issues);
    expect(Object.isFrozen(error.issues)).toBe(true);
    expect(error.message).toBe(
      'tool "t" has invalid parameters:\n$: expected an object schema\n$.properties.days.minimum: expected a number',
    );
  });

  it("InvalidToolDefinitionError keeps the name when it could be read", () => {
    const named = new InvalidToolDefinitionError("t", "bad definition");
    expect(named.name).toBe("InvalidToolDefinitionError");
    expect(named.code).toBe("invalid_tool_definition");
    expect(named.toolName).toBe("t");
    expect(named.message).toBe("bad definition");
    expect(new InvalidToolDefinitionError(undefined, "m").toolName).toBeUndefined();
  });

  it("InvalidRegistryOptionError is a RangeError naming the option", () => {
    const error = new InvalidRegistryOptionError("maxConcurrency", "expected a positive integer");
    expect(error).toBeInstanceOf(RangeError);
    expect(error.name).toBe("InvalidRegistryOptionError");
    expect(error.code).toBe("invalid_registry_option");
    expect(error.option).toBe("maxConcurrency");
    expect(error.message).toBe("expected a positive integer");
  });

  it("ToolError has its name and code, and subclasses may change both", () => {
    const error = new ToolError("city not found");
    expect(error.name).toBe("ToolError");
    expect(error.code).toBe("tool_error");
    expect(error.message).toBe("city not found");
    class NotFound extends ToolError {
      override readonly name = "NotFound";
      override readonly code = "not_found";
    }
    const sub = new NotFound("gone");
    expect(sub).toBeInstanceOf(ToolError);
    expect(sub.name).toBe("NotFound");
    expect(sub.code).toBe("not_found");
  });
});
