import { describe, expect, it } from "vitest";
import {
  LATEST_LEGACY_PROTOCOL_VERSION,
  negotiateLegacyVersion,
  SUPPORTED_PROTOCOL_VERSIONS,
  unsupportedVersionError,
} from "./protocol-version.js";

describe("protocol versions", () => {
  it("echoes a supported legacy version and answers anything else with the latest legacy one", () => {
    expect(negotiateLegacyVersion("2025-06-18")).toBe("2025-06-18");
    expect(negotiateLegacyVersion("1900-01-01")).toBe(LATEST_LEGACY_PROTOCOL_VERSION);
    expect(negotiateLegacyVersion("2026-07-28")).toBe(LATEST_LEGACY_PROTOCOL_VERSION);
    expect(negotiateLegacyVersion(undefined)).toBe(LATEST_LEGACY_PROTOCOL_VERSION);
  });

  it("builds the spec's -32022 error listing every supported version", () => {
    expect(unsupportedVersionError(1, "1900-01-01")).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: {
        code: -32022,
        message: "Unsupported protocol version",
        data: { supported: [...SUPPORTED_PROTOCOL_VERSIONS], requested: "1900-01-01" },
      },
    });
    expect(SUPPORTED_PROTOCOL_VERSIONS.slice(0, 2)).toEqual(["2026-07-28", "2025-11-25"]);
  });
});
