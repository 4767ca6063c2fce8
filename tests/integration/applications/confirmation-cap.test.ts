// A parent's confirmations are capped at three an hour per mailbox
// (CONFIRMATIONS_PER_HOUR), however the address is spelled: case, a +tag, and the dots of a
// Gmail address (gmail.com or googlemail.com) reach one inbox, so they are
// counted as one. Sent through the forms' own actions, from different networks
// and phone numbers, so that no other limit hides the mailbox's.
import { like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { CONFIRMATIONS_PER_HOUR } from "~/features/mail/request-mail.server";
import { clientAddressContext } from "~/lib/server/request-context";
import { action as admissionsAction } from "~/routes/site/admissions";
import { action as contactAction } from "~/routes/site/contact";

import * as schema from "../../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";

let sent = 0;
/** One form posted from a network and a phone number of its own; its status. */
async function send(email: string) {
  sent++;
  const phone = `98${String(10_000_000 + sent).slice(-8)}`;
  const [act, url, fields] =
    sent % 2
      ? ([
          contactAction,
          "/contact",
          { name: "Meena Devi", email, phone, message: "Is there a bus?", consent: "on" },
        ] as const)
      : ([
          admissionsAction,
          "/admissions?form=enquiry",
          {
            intent: "enquiry",
            enquirer_name: "Ravi Kumar",
            relationship: "Father",
            student_name: "Asha",
            class_for_admission: "UKG",
            contact_no: phone,
            email,
            consent: "on",
          },
        ] as const);
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const args = routeArgs(url, { method: "POST", body });
  args.context.set(clientAddressContext, `198.51.100.${sent}`);
  try {
    const result = await act(args as never);
    return result instanceof Response ? result.status : 200;
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : 500;
  }
}

describe.each(testDatabaseKinds)("the confirmations one mailbox gets in an hour, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const mailsTo = async (purpose: "confirmation" | "office") =>
    database.db
      .select()
      .from(schema.mailOutbox)
      .where(like(schema.mailOutbox.purpose, `${purpose}.%`));

  beforeEach(async () => {
    await database.db.delete(schema.mailOutbox);
    await database.db.delete(schema.rateLimitHits);
    // The office's mail goes to a real address, not the seeded placeholder.
    const office = "admissions@fatehabad-school.test";
    await database.db.update(schema.siteSettings).set({ notifyEnquiriesEmail: office, notifyContactEmail: office });
  });

  it(`are at most ${CONFIRMATIONS_PER_HOUR} for eight spellings of one Gmail address; the office hears of all eight`, async () => {
    const spellings = [
      "ravi.kumar@gmail.com",
      "RAVI.KUMAR@GMAIL.COM",
      "ravikumar@gmail.com",
      "ravi.kumar+1@gmail.com",
      "r.a.v.i.k.u.m.a.r@googlemail.com",
      "Ravi.Kumar+admissions@GoogleMail.com",
      "ravikumar+2@gmail.com",
      "rav.ikumar+3@gmail.com",
    ];
    for (const email of spellings) expect(await send(email)).toBe(302);
    const confirmations = await mailsTo("confirmation");
    expect(confirmations).toHaveLength(CONFIRMATIONS_PER_HOUR);
    // Each went to the address as it was given.
    expect(confirmations.map((mail) => mail.to)).toEqual(spellings.slice(0, 3).map((email) => [email.toLowerCase()]));
    expect(await mailsTo("office")).toHaveLength(8);
  });

  it(`are at most ${CONFIRMATIONS_PER_HOUR} for eight +tag and case spellings of any other address`, async () => {
    for (const tag of ["", "+a", "+b", "+c", "+d", "+e", "+f", "+g"]) {
      expect(await send(`Meena.Devi${tag}@School-Parents.example`)).toBe(302);
    }
    expect(await mailsTo("confirmation")).toHaveLength(CONFIRMATIONS_PER_HOUR);
  });

  it("still counts different mailboxes apart: outside Gmail, a dot names another one", async () => {
    for (const email of ["meena.devi@example.com", "meenadevi@example.com", "meena.d.evi@example.com"]) {
      expect(await send(email)).toBe(302);
      expect(await send(email)).toBe(302);
    }
    expect(await mailsTo("confirmation")).toHaveLength(6);
  });
});
