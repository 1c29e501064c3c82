import { describe, expect, it } from "vitest";
import { expectMarkedClass } from "../../test/error-marker.js";
import {
  ProviderConnectionError,
  ProviderHttpError,
  ProviderRedirectError,
  ProviderResponseError,
  ProviderResponseTooLargeError,
  ProviderTimeoutError,
} from "./provider-errors.js";

const URL = "http://127.0.0.1:1";

describe("provider errors", () => {
  it.each([
    ["ProviderHttpError", ProviderHttpError, new ProviderHttpError(500, "boom", 1, URL)],
    ["ProviderTimeoutError", ProviderTimeoutError, new ProviderTimeoutError(10, URL)],
    [
      "ProviderConnectionError",
      ProviderConnectionError,
      new ProviderConnectionError(URL, "refused", 1),
    ],
    ["ProviderResponseError", ProviderResponseError, new ProviderResponseError(URL, "not JSON")],
    [
      "ProviderResponseTooLargeError",
      ProviderResponseTooLargeError,
      new ProviderResponseTooLargeError(URL, 10),
    ],
    ["ProviderRedirectError", ProviderRedirectError, new ProviderRedirectError(URL, "moved")],
  ] as const)("%s is recognised by its marker, from any copy of the app", (name, marked, own) => {
    expectMarkedClass(marked, own, `@tinyllm/demo-agent.${name}`);
  });

  it("tells the classes apart", () => {
    expect(ProviderTimeoutError.isInstance(new ProviderHttpError(500, "boom", 1, URL))).toBe(false);
    expect(ProviderHttpError.isInstance(new ProviderTimeoutError(10, URL))).toBe(false);
  });
});
