// The mail the browser tests' SMTP servers received (tests/e2e/support/serve.ts keeps
// each as a file in E2E_MAIL_DIR, both servers' in one), parsed, for a test to wait for and read.
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";

// Each mail parsed once per worker, not at every look: the folder holds every mail of the run so far. A file
// read while it was still being written is parsed again once its length has changed.
const parsed = new Map<string, { length: number; mail: Promise<ParsedMail> }>();

async function receivedMail(): Promise<ParsedMail[]> {
  const folder = process.env.E2E_MAIL_DIR!;
  const files = fs.readdirSync(folder).filter((name) => name.endsWith(".eml"));
  return Promise.all(
    files.map((name) => {
      const raw = fs.readFileSync(path.join(folder, name));
      let kept = parsed.get(name);
      if (kept?.length !== raw.length) {
        kept = { length: raw.length, mail: simpleParser(raw) };
        parsed.set(name, kept);
      }
      return kept.mail;
    }),
  );
}

const addressesOf = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address?.toLowerCase()));

/** The mails sent to `address` whose text contains `marker`, once `count` of them have arrived. */
export async function mailsTo(address: string, marker: string, count = 1): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).filter(
          (mail) => addressesOf(mail).includes(address.toLowerCase()) && (mail.text ?? "").includes(marker),
        );
        return found.length;
      },
      { timeout: 15_000, message: `mail to ${address} about ${marker}` },
    )
    .toBe(count);
  return found;
}
