import { describe, expect, it } from "vitest";

import { defaultSiteSettings, PLACEHOLDER_CONTACTS } from "../../../db/seed-data";
import { STILL_AS_SEEDED } from "../../../tests/support/go-live";
import {
  goLiveChecklist,
  goLiveProgress,
  goLiveTarget,
  isSocialLinkSet,
  joinProgress,
  SEEDED_ADDRESS,
  setSocialLinks,
  type GoLiveSettings,
} from "./go-live";

/** A new install's settings, on a day its session is current. */
const fresh: GoLiveSettings = {
  ...(defaultSiteSettings as Omit<GoLiveSettings, "admissionsSession" | "applicationFormKey" | "savedAt">),
  admissionsSession: "2027-28",
  applicationFormKey: null,
  logoKey: null,
  privacyContactName: "",
  privacyContactEmail: "",
  privacyContactPhone: "",
  notifyVisitRequestsEmail: "",
  notifyEnquiriesEmail: "",
  notifyContactEmail: "",
  upiId: "",
  bankAccountNumber: "",
  bankIfsc: "",
  savedAt: null,
};
/** Everything set by the school. */
const ready: GoLiveSettings = {
  ...fresh,
  streetAddress: "Bhuna Road",
  mapUrl: "https://maps.google.com/?q=Fatehabad",
  phonePrimary: "+91 98120 00001",
  phoneSecondary: "+91 98120 00002",
  email: "office@fis.example.in",
  facebookUrl: "https://www.facebook.com/fatehabadschool",
  instagramUrl: "https://instagram.com/fatehabadschool",
  youtubeUrl: "https://www.youtube.com/@fatehabadschool",
  applicationFormKey: "application-form/1/application-form.pdf",
  logoKey: "logo/1",
  notifyVisitRequestsEmail: "visits@fis.example.in",
  notifyEnquiriesEmail: "admissions@fis.example.in",
  notifyContactEmail: "office@fis.example.in",
  privacyContactName: "Mrs. Sharma",
  upiId: "school.fees@sbi",
};
const TODAY = "2026-11-25";
const fields = (settings: GoLiveSettings, today = TODAY) => goLiveChecklist(settings, today).map(goLiveTarget);

describe("what is still as a new install left it (the go-live checklist)", () => {
  it("holds the same seeded values as the seed", () => {
    expect(SEEDED_ADDRESS).toEqual({
      streetAddress: defaultSiteSettings.streetAddress,
      locality: defaultSiteSettings.locality,
      postalCode: defaultSiteSettings.postalCode,
      region: defaultSiteSettings.region,
      country: defaultSiteSettings.country,
    });
    expect(PLACEHOLDER_CONTACTS).toMatchObject({ phonePrimary: fresh.phonePrimary, email: fresh.email });
  });

  it("lists everything a parent would see as seeded, in the settings form's order", () => {
    expect(fields(fresh)).toEqual(STILL_AS_SEEDED);
    expect(goLiveChecklist(fresh, TODAY)[0]).toEqual({
      field: "logo",
      label: "Logo",
      problem: "not uploaded: the site shows a placeholder crest",
    });
    expect(goLiveChecklist(fresh, TODAY)[3]).toEqual({
      field: "phonePrimary",
      label: "Phone",
      problem: "still the placeholder",
    });
  });

  it("is empty once everything is set", () => {
    expect(goLiveChecklist(ready, TODAY)).toEqual([]);
  });

  it("counts every check, done or not, so the dashboard can say how many are done", () => {
    const all = goLiveProgress(fresh, TODAY);
    expect(all.total).toBe(goLiveProgress(ready, TODAY).total);
    expect(all.total).toBeGreaterThan(all.left.length);
    expect(goLiveProgress(ready, TODAY)).toEqual({ left: [], total: all.total });
    const fees = { left: [{ path: "/admin/fees", label: "Fees", problem: "not published" }], total: 2 };
    expect(joinProgress(all, fees)).toEqual({ left: [...all.left, ...fees.left], total: all.total + 2 });
  });

  it("drops each line once its own field is set, and only that line", () => {
    const without = (field: string) => fields(fresh).filter((name) => name !== field);
    expect(fields({ ...fresh, phoneSecondary: "+91 98120 00002" })).toEqual(without("phoneSecondary"));
    expect(fields({ ...fresh, mapUrl: "https://maps.google.com/?q=x" })).toEqual(without("mapUrl"));
    expect(fields({ ...fresh, youtubeUrl: "https://youtube.com/@school" })).toEqual(without("youtubeUrl"));
    expect(fields({ ...fresh, applicationFormKey: "application-form/a/application-form.pdf" })).toEqual(
      without("applicationForm"),
    );
    expect(fields({ ...fresh, notifyContactEmail: "office@fis.example.in" })).toEqual(without("notifyContactEmail"));
    // A UPI ID, or a bank account with its IFSC, lets parents pay (docs/specification.md §34).
    expect(fields({ ...fresh, upiId: "school.fees@sbi" })).toEqual(without("upiId"));
    expect(fields({ ...fresh, bankAccountNumber: "12345678901", bankIfsc: "SBIN0001234" })).toEqual(without("upiId"));
    expect(fields({ ...fresh, bankAccountNumber: "12345678901" })).toEqual(fields(fresh));
    // Any one of the privacy contact's details names someone.
    expect(fields({ ...fresh, privacyContactEmail: "dpo@fis.example.in" })).toEqual(without("privacyContactName"));
  });

  it("keeps the seeded address on the list until it is changed, or saved in the form that shows it", () => {
    expect(fields({ ...fresh, postalCode: "125051" })).not.toContain("streetAddress");
    expect(fields({ ...fresh, savedAt: new Date("2026-11-25T06:00:00Z") })).not.toContain("streetAddress");
  });

  it("flags an admissions session that has ended, and not one that is current or to come", () => {
    const session = (admissionsSession: string, today: string) =>
      goLiveChecklist({ ...ready, admissionsSession }, today);
    expect(session("2025-26", "2026-11-25")).toEqual([
      {
        field: "admissionsSession",
        label: "Admissions session",
        problem: "2025-26 ended on 31 March 2026, and the Admissions page still names it",
      },
    ]);
    expect(session("2025-26", "2026-03-31")).toEqual([]);
    expect(session("2025-26", "2026-04-01")).toHaveLength(1);
    expect(session("2026-27", "2026-11-25")).toEqual([]);
    expect(session("2027-28", "2026-11-25")).toEqual([]);
  });
});

describe("social links", () => {
  const facebook = { host: "facebook.com" } as const;

  it("counts the school's own page as set", () => {
    expect(isSocialLinkSet(facebook, "https://www.facebook.com/fatehabadschool")).toBe(true);
    expect(isSocialLinkSet(facebook, "https://m.facebook.com/profile.php?id=123")).toBe(true);
    expect(isSocialLinkSet(facebook, "https://fb.me/school")).toBe(true);
  });

  it("counts blank, and the network's bare home page (as earlier installs were seeded), as not set", () => {
    for (const url of [
      "",
      "  ",
      "https://www.facebook.com/",
      "https://facebook.com",
      "http://m.facebook.com//",
      "https://WWW.FACEBOOK.COM/",
    ]) {
      expect(isSocialLinkSet(facebook, url), url).toBe(false);
    }
  });

  it("gives the icons to show, in order, only for the links set", () => {
    expect(setSocialLinks(fresh)).toEqual([]);
    expect(
      setSocialLinks({
        facebookUrl: "https://www.facebook.com/",
        instagramUrl: "https://www.instagram.com/fatehabadschool",
        youtubeUrl: "https://www.youtube.com/@fatehabadschool",
      }),
    ).toEqual([
      { name: "Instagram", href: "https://www.instagram.com/fatehabadschool" },
      { name: "YouTube", href: "https://www.youtube.com/@fatehabadschool" },
    ]);
  });
});
