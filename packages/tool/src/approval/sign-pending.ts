import { canonicalJson } from "./canonical-json.js";
import { type PendingApprovalFields, unsignedJson } from "./pending-approval.js";

/** A key to sign pending approvals with: a Web Crypto HMAC key, or the secret's bytes or text. */
export type SigningKey = CryptoKey | Uint8Array | string;

/**
 * Signs and checks pending approvals with HMAC-SHA-256 through Web Crypto
 * (`globalThis.crypto.subtle`), so it runs in browsers and edge runtimes as in Node.
 */
export class PendingSigner {
  readonly #given: SigningKey;
  #key: Promise<CryptoKey> | undefined;

  constructor(key: SigningKey) {
    this.#given = key;
  }

  /** The signature of everything but `signature`, as lowercase hex. */
  async sign(fields: Omit<PendingApprovalFields, "signature">): Promise<string> {
    const mac = await subtle().sign("HMAC", await this.#cryptoKey(), signedBytes(fields));
    return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  }

  /**
   * Whether `signature` (64 lowercase hex digits, as `readPendingJson` checked) is this key's
   * signature of the fields, compared by Web Crypto.
   */
  async verify(
    fields: Omit<PendingApprovalFields, "signature">,
    signature: string,
  ): Promise<boolean> {
    const bytes = new Uint8Array(32);
    for (let index = 0; index < 32; index++) {
      bytes[index] = Number.parseInt(signature.slice(index * 2, index * 2 + 2), 16);
    }
    return subtle().verify("HMAC", await this.#cryptoKey(), bytes, signedBytes(fields));
  }

  #cryptoKey(): Promise<CryptoKey> {
    this.#key ??= importKey(this.#given);
    return this.#key;
  }
}

function subtle(): SubtleCrypto {
  const found = globalThis.crypto?.subtle;
  if (found === undefined)
    throw new Error("Web Crypto (globalThis.crypto.subtle) is not available");
  return found;
}

async function importKey(key: SigningKey): Promise<CryptoKey> {
  if (typeof key !== "string" && !(key instanceof Uint8Array)) return key;
  // A copy of its own: the caller's buffer may change (or be shared) after the key is read.
  const bytes = typeof key === "string" ? new TextEncoder().encode(key) : new Uint8Array(key);
  return subtle().importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

function signedBytes(fields: Omit<PendingApprovalFields, "signature">): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(canonicalJson(unsignedJson(fields)));
}

/** Whether a value can serve as a {@link SigningKey}: a non-empty secret or an HMAC CryptoKey. */
export function isSigningKey(value: unknown): value is SigningKey {
  if (typeof value === "string" || value instanceof Uint8Array) return value.length > 0;
  return (
    typeof CryptoKey === "function" &&
    value instanceof CryptoKey &&
    (value.algorithm as { name?: unknown }).name === "HMAC"
  );
}
