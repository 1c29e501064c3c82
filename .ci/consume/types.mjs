import assert from "node:assert/strict";
import { parseMessage, parseToolCall, WireFormatError } from "@tinyllm/types";

const call = { id: "c1", type: "function", function: { name: "f", arguments: "{}" } };
assert.deepEqual(parseToolCall(call), call);
assert.throws(() => parseMessage({ role: "bot" }), WireFormatError);
