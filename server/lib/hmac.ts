import { createHmac, hash, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 with one fixed key: a message (UTF-8) to its MAC in base64url. */
export type Mac = (message: string) => string;

const BLOCK = 64;

/**
 * HMAC-SHA256 (RFC 2104) of UTF-8 messages under `key`, equal to `createHmac("sha256", key)` for every key and
 * message (a property test holds it to that).
 *
 * Why not createHmac on every call: the navigator signs or checks twice per answer, and each createHmac builds an
 * OpenSSL context and a native object the garbage collector must finalize. Under load each call cost the server
 * 8-17 µs of throughput, ten times what it takes in a tight loop. For a key of at most one block of ASCII text,
 * HMAC is two one-shot hashes, H((K ^ opad) || H((K ^ ipad) || m)); the padded keys are then ASCII text too, so the
 * inner hash takes a plain string and only the outer one needs a (reused) buffer. Any other key takes createHmac.
 */
export function hmacSha256(key: string): Mac {
  // eslint-disable-next-line no-control-regex -- ASCII is exactly what the fast path needs
  if (key.length > BLOCK || /[^\x00-\x7f]/.test(key)) {
    const bytes = Buffer.from(key, "utf8");
    return (message) => createHmac("sha256", bytes).update(message, "utf8").digest("base64url");
  }
  let innerPad = "";
  const outer = Buffer.alloc(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    const byte = i < key.length ? key.charCodeAt(i) : 0;
    innerPad += String.fromCharCode(byte ^ 0x36);
    outer[i] = byte ^ 0x5c;
  }
  return (message) => {
    // The inner digest as 32 characters, one per byte ("binary" is latin1), written after the outer pad.
    outer.write(hash("sha256", innerPad + message, "binary"), BLOCK, "latin1");
    return hash("sha256", outer, "base64url");
  };
}

/** Whether a MAC a client sent equals the expected one, compared in time that does not depend on where they differ. */
export function sameMac(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
