import assert from "node:assert/strict";
import * as conformance from "@tinyllm/conformance";

// The contract data ships with the package and the suites are functions.
assert.ok(conformance.requirements.length > 0);
assert.equal(typeof conformance.describeSchemaContract, "function");
assert.equal(typeof conformance.describeRegistryContract, "function");
