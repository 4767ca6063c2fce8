// The private link of a draft and then of its application (decision 0056): a token of 256 random bits in the
// address; only its SHA-256 is stored, so the database alone never opens one.
import crypto from "node:crypto";

/** A token as the address carries it: 32 random bytes, base64url (43 characters). */
export const APPLICATION_TOKEN_PATTERN = /^[\w-]{43}$/;

export const applicationTokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A new token and the hash to store. */
export function newApplicationToken() {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: applicationTokenHash(token) };
}
