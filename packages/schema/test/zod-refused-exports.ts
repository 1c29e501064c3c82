import * as z from "zod";
import * as z3 from "zod/v3";
import { zodToJsonSchema } from "zod-to-json-schema";

/**
 * A zod construct whose export `compile` refuses, as the contract says it must (SPEC 4.4, 4.5):
 * kept as data so the test notices when the refusal changes (and the list is the answer to "which
 * zod output does not compile").
 */
export interface RefusedZodExport {
  /** What the user wrote. */
  readonly construct: string;
  /** The JSON Schema documents the exports write for it (zod 4: both targets). */
  readonly exported: () => unknown[];
  /** How every issue line of the SchemaError starts (the path and the refused keyword). */
  readonly refusal: string;
  /** Why it is refused, and what a user can do. */
  readonly reason: string;
}

const both = (schema: z.ZodType) => () => [
  z.toJSONSchema(schema),
  z.toJSONSchema(schema, { target: "draft-7" }),
];

const ZOD_FORMAT =
  "zod 4 names its own string checks as format values that JSON Schema does not have, beside a " +
  "pattern that states most of them. SPEC 4.5 refuses any format outside its list (an unknown " +
  "format must not pass silently), so the export does not compile. Use .regex() for the same check.";

const LOOKAHEAD =
  "zod writes a pattern with lookahead; SPEC 4.4 refuses patterns the linear-time engine cannot " +
  "run (src/pattern/), naming the reason.";

/** zod exports that compile refuses, with the reason. */
export const REFUSED_ZOD_EXPORTS: readonly RefusedZodExport[] = [
  {
    construct: 'z.string().startsWith("https://")',
    exported: both(z.object({ site: z.string().startsWith("https://") })),
    refusal: '$.properties.site.format: unknown "format" "starts_with": the known formats are ',
    reason: `${ZOD_FORMAT} Also .endsWith() ("ends_with") and .includes() ("includes").`,
  },
  {
    construct: "z.e164()",
    exported: both(z.object({ phone: z.e164() })),
    refusal: '$.properties.phone.format: unknown "format" "e164": the known formats are ',
    reason:
      `${ZOD_FORMAT} Likewise cuid, cuid2, ulid, nanoid, jwt, base64, base64url, cidrv4, ` +
      "cidrv6, hex, mac, the hash formats (sha256_hex, ...) and emoji (whose pattern also has lookahead).",
  },
  {
    construct: "z.iso.duration()",
    exported: both(z.object({ ttl: z.iso.duration() })),
    refusal: '$.properties.ttl.pattern: pattern "^P(?:(\\d+W)|(?!.*W)',
    reason: `${LOOKAHEAD} The format alone (duration, which we assert) would check it.`,
  },
  {
    construct: "z.hostname()",
    exported: both(z.object({ host: z.hostname() })),
    refusal: '$.properties.host.pattern: pattern "^(?=.{1,253}\\.?$)',
    reason: `${LOOKAHEAD} The format alone (hostname, which we assert) would check it.`,
  },
  {
    construct: 'zod 3 z.string().email() with zod-to-json-schema\'s emailStrategy: "pattern:zod"',
    exported: () => [
      zodToJsonSchema(z3.object({ email: z3.string().email() }), { emailStrategy: "pattern:zod" }),
    ],
    refusal: '$.properties.email.pattern: pattern "^(?!\\.)(?!.*\\.\\.)',
    reason:
      `${LOOKAHEAD} zod 3's email pattern starts with two lookaheads. zod-to-json-schema's default ` +
      '(emailStrategy "format:email") and zod 4\'s z.email() compile.',
  },
];
