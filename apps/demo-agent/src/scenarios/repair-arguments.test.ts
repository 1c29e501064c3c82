import { describe, expect, it } from "vitest";
import { repairArguments } from "./repair-arguments.js";

const SPEC_REFUSAL = `error: invalid arguments for get_weather:
$: missing required property "city"
$: unexpected property "country"
$.days: expected integer, got string
$.unit: "kelvin" is not one of ["c","f"]`;

describe("repairArguments", () => {
  it("turns SPEC section 6's bad call into its corrected call", () => {
    const repair = repairArguments(
      '{"days": "3", "unit": "kelvin", "country": "FR"}',
      SPEC_REFUSAL,
      {
        city: "Paris",
      },
    );
    expect(JSON.stringify(repair?.arguments)).toBe('{"city":"Paris","days":3}');
    expect(repair?.fixes).toEqual([
      "added the missing city",
      "removed country",
      "sent days as a number",
      "dropped the invalid unit",
    ]);
  });

  it("drops array elements by the index in the refusal's path", () => {
    const repair = repairArguments(
      '{"values":[1,"x",2,"y"]}',
      "error: invalid arguments for statistics:\n$.values[1]: no match\n$.values[3]: no match",
      {},
    );
    expect(repair?.arguments).toEqual({ values: [1, 2] });
  });

  it("gives up on what it cannot fix", () => {
    expect(repairArguments('{"days":"3"}', SPEC_REFUSAL, {})).toBeUndefined();
    expect(repairArguments("{", SPEC_REFUSAL, { city: "Paris" })).toBeUndefined();
    expect(
      repairArguments("{}", "error: invalid arguments for f:\n$.x: too long", {}),
    ).toBeUndefined();
    expect(repairArguments("{}", "error: unknown tool", {})).toBeUndefined();
  });

  it("keeps __proto__ an ordinary key", () => {
    const repair = repairArguments(
      '{"__proto__":{"polluted":true},"n":"1"}',
      "error: invalid arguments for f:\n$.n: expected integer, got string",
      {},
    );
    expect(Object.hasOwn(repair?.arguments ?? {}, "__proto__")).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(repair?.arguments.n).toBe(1);
  });
});
