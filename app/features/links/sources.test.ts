// What the link check checks (docs/specification.md §25): each address once, with every place that shows it once.
import { describe, expect, it } from "vitest";

import { linksInUse, type LinkSource } from "./sources.server";

const place = (label: string) => ({ label, path: "/admin/announcements", section: "announcements" as const });

describe("the links in use", () => {
  it("lists each address once, with each place that shows it once, in the order they came", async () => {
    const source = (name: string, uses: [string, string][]): LinkSource => ({
      name,
      uses: async () => uses.map(([url, label]) => ({ url, where: place(label) })),
    });
    const links = await linksInUse(new Date(), [
      source("Announcements", [
        ["https://cbse.gov.in/", "Announcement: Results"],
        ["https://cbse.gov.in/", "Announcement: Results"],
        ["", "Announcement: No link"],
        ["/uploads/notices/a/1600.webp", "Announcement: Results"],
      ]),
      source("Alerts", [["https://cbse.gov.in/", "Alert: Results day"]]),
    ]);
    expect(Object.fromEntries([...links].map(([url, places]) => [url, places.map(({ label }) => label)]))).toEqual({
      "https://cbse.gov.in/": ["Announcement: Results", "Alert: Results day"],
      "/uploads/notices/a/1600.webp": ["Announcement: Results"],
    });
  });

  it("keeps each of the thousands of places of one address once", async () => {
    const uses = Array.from({ length: 20_000 }, (_, i) => ({
      url: "/uploads/notices/photo/1600.webp",
      where: place(`Announcement: Notice ${i % 5_000}`),
    }));
    const links = await linksInUse(new Date(), [{ name: "Announcements", uses: async () => uses }]);
    expect(links.get("/uploads/notices/photo/1600.webp")).toHaveLength(5_000);
  });
});
