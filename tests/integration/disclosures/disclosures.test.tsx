// SPEC §2 "Mandatory disclosures" and §7 disclosure_sections / disclosure_items.
import { count, eq } from "drizzle-orm";
import { renderToString as renderInReact } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";

import { DisclosureDetail, DisclosureSections, SchoolIdentifiers } from "~/features/disclosures/disclosure-tables";
import {
  documentHref,
  localizeDisclosures,
  sectionHeading,
  type DisclosureSectionData,
  type PublicDisclosureSection,
} from "~/features/disclosures/disclosures";
import { listDisclosures } from "~/features/disclosures/disclosures.server";
import { loader } from "~/routes/site/mandatory-disclosures";

import * as schema from "../../../db/schema";
import { disclosureTemplate } from "../../../db/seed-data";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { inLanguage } from "../../support/i18n";
import { routeArgs } from "../../support/route-args";

/** Rendered as the server renders a page, its words in English. */
const renderToString = (node: React.ReactNode) => renderInReact(inLanguage(node));
const load = (path = "/mandatory-disclosures") => loader(routeArgs(path) as never);
const heading = (section: PublicDisclosureSection) =>
  sectionHeading({ sectionLetter: section.sectionLetter, title: section.title.text });
/** Sections as the English page shows them. */
const inEnglish = (sections: DisclosureSectionData[]) => localizeDisclosures(sections, "en");

/** The first item of section A, with text alone: the school's name. */
const SCHOOL_NAME_ITEM = {
  srNo: 1,
  information: "Name of the School",
  detail: "Test Vidyalaya",
  informationHi: null,
  detailHi: null,
  documentUrl: null,
  shows: null,
  notApplicableReason: null,
};

describe.each(testDatabaseKinds)("the mandatory disclosures on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("a new site shows the CBSE Appendix IX template: sections A to E with their items and empty details", async () => {
    const { sections } = await load();
    expect(sections.map(heading)).toEqual([
      "A. General Information",
      "B. Documents and Information",
      "C. Result and Academics",
      "D. Staff (Teaching)",
      "E. School Infrastructure",
    ]);
    sections.forEach((section, index) => {
      expect(section.items.map((item) => item.information.text)).toEqual(disclosureTemplate[index]!.items);
      expect(section.items.map((item) => item.srNo)).toEqual(section.items.map((_, i) => i + 1));
      expect(section.items.every((item) => item.detail === null && item.documentUrl === null)).toBe(true);
    });
  });

  it("the Hindi page shows the template in Hindi, and what staff wrote only in English marked English (decision 0054)", async () => {
    const { sections } = await load("/hi/mandatory-disclosures");
    expect(sections.map(heading)).toEqual(disclosureTemplate.map((s) => `${s.sectionLetter}. ${s.titleHi}`));
    sections.forEach((section, index) => {
      expect(section.items.map((item) => item.information.text)).toEqual(disclosureTemplate[index]!.itemsHi);
      expect(section.items.every((item) => item.information.lang === undefined)).toBe(true);
    });
    const first = sections[0]!.items[0]!;
    await database.db
      .update(schema.disclosureItems)
      .set({ detail: "Test Vidyalaya", detailHi: null })
      .where(eq(schema.disclosureItems.id, first.id));
    const { sections: after } = await load("/hi/mandatory-disclosures");
    expect(after[0]!.items[0]!.detail).toEqual({ text: "Test Vidyalaya", lang: "en" });
    const html = renderToString(<DisclosureSections sections={after} />);
    expect(html).toContain(
      '<span lang="en" class="[overflow-wrap:anywhere] whitespace-pre-line">Test Vidyalaya</span>',
    );
    expect(html).toContain(`>${disclosureTemplate[0]!.itemsHi[0]}</th>`);
    const english = renderToString(<DisclosureSections sections={(await load()).sections} />);
    expect(english).toContain(">Name of the School</th>");
    expect(english).not.toContain(" lang=");
  });

  describe("sections by order_number, each with its own items by sr_no", () => {
    let sections: DisclosureSectionData[];
    beforeAll(async () => {
      await database.db.delete(schema.disclosureSections);
      const [second, first] = await database.db
        .insert(schema.disclosureSections)
        .values([
          // order_number, not the letter, decides: staff moved C up.
          { sectionLetter: "B", title: "Documents", orderNumber: 3 },
          { sectionLetter: "A", title: "General", orderNumber: 1 },
          { sectionLetter: "C", title: "Results", orderNumber: 2 },
        ])
        .returning();
      // Added in an order unlike sr_no, the higher sr_no added earlier, so neither insertion order nor created_at gives the answer.
      const added = [
        {
          sectionId: second!.id,
          srNo: 2,
          information: "Fire safety certificate",
          documentUrl: "https://docs.test/fire.pdf",
        },
        { sectionId: first!.id, srNo: 3, information: "School Email ID", detail: "office@school.test" },
        { sectionId: first!.id, srNo: 1, information: "Name of the School", detail: "Test Vidyalaya" },
        { sectionId: second!.id, srNo: 1, information: "Affiliation letter" },
        { sectionId: first!.id, srNo: 2, information: "Affiliation No." },
      ];
      await database.db
        .insert(schema.disclosureItems)
        .values(
          added.map((item, index) => ({ ...item, createdAt: new Date(Date.UTC(2025, 0, 20 - item.srNo, 0, index)) })),
        );
      sections = await listDisclosures();
    });

    it("lists the sections by order_number, whatever the order they were added in", () => {
      expect(sections.map((section) => `${section.orderNumber} ${section.sectionLetter} ${section.title}`)).toEqual([
        "1 A General",
        "2 C Results",
        "3 B Documents",
      ]);
    });

    it("puts each item in its own section, by sr_no", () => {
      expect(sections.map((section) => section.items.map((item) => `${item.srNo} ${item.information}`))).toEqual([
        ["1 Name of the School", "2 Affiliation No.", "3 School Email ID"],
        [],
        ["1 Affiliation letter", "2 Fire safety certificate"],
      ]);
      expect(sections[0]!.items[0]).toEqual({ id: expect.any(String), ...SCHOOL_NAME_ITEM });
      expect(sections[2]!.items[1]!.documentUrl).toBe("https://docs.test/fire.pdf");
    });

    it('keeps a section without items, and says "No items in this section yet."', () => {
      expect(sections[1]).toMatchObject({ sectionLetter: "C", items: [] });
      const html = renderToString(<DisclosureSections sections={inEnglish(sections)} />);
      expect(html.match(/No items in this section yet\./g)).toHaveLength(1);
      expect(html.match(/<table/g)).toHaveLength(2);
    });

    it("deleting a section takes its items with it, and leaves the others alone", async () => {
      const itemsOf = async (sectionId: string) =>
        (
          await database.db
            .select({ n: count() })
            .from(schema.disclosureItems)
            .where(eq(schema.disclosureItems.sectionId, sectionId))
        )[0]!.n;
      const first = sections[0]!;
      expect(await itemsOf(first.id)).toBe(3);

      await database.db.delete(schema.disclosureSections).where(eq(schema.disclosureSections.id, first.id));

      expect(await itemsOf(first.id)).toBe(0);
      const after = await listDisclosures();
      expect(after.map((section) => section.sectionLetter)).toEqual(["C", "B"]);
      expect(after[1]!.items).toHaveLength(2);
    });

    it('with no sections at all, says "No disclosures available at the moment."', async () => {
      await database.db.delete(schema.disclosureSections);
      const { sections: none } = await load();
      expect(none).toEqual([]);
      expect(renderToString(<DisclosureSections sections={none} />)).toContain(
        "No disclosures available at the moment.",
      );
    });
  });
});

describe("a disclosure item's detail", () => {
  const item = {
    information: { text: "Fee structure of the school" },
    detail: { text: "See the office" } as { text: string } | null,
    documentUrl: null,
  };

  it("is a Download button opening the document in a new tab when there is a document", () => {
    const html = renderToString(<DisclosureDetail item={{ ...item, documentUrl: "https://docs.test/fees.pdf" }} />);
    expect(html).toMatch(
      /^<a href="https:\/\/docs\.test\/fees\.pdf" target="_blank" rel="noopener noreferrer" class="[^"]*bg-brand-700/,
    );
    expect(html).toContain("Download");
    // The link's name says which document, and that it opens a new tab.
    expect(html).toContain(
      '<span class="sr-only"> <!-- -->Fee structure of the school<!-- --> <!-- -->(opens in a new tab)</span>',
    );
    expect(html).not.toContain("See the office");
  });

  it("links a document kept on this site too", () => {
    expect(renderToString(<DisclosureDetail item={{ ...item, documentUrl: "/uploads/fees.pdf" }} />)).toContain(
      'href="/uploads/fees.pdf"',
    );
  });

  it("is the detail text when there is no document", () => {
    expect(renderToString(<DisclosureDetail item={item} />)).toMatch(
      /^<span class="[^"]*whitespace-pre-line[^"]*">See the office<\/span>$/,
    );
  });

  it("is a dash when there is neither, read out as Not available", () => {
    expect(renderToString(<DisclosureDetail item={{ ...item, detail: null }} />)).toBe(
      '<span aria-hidden="true">-</span><span class="sr-only">Not available</span>',
    );
    expect(renderToString(<DisclosureDetail item={{ ...item, detail: { text: "  " } }} />)).toContain(">-<");
  });

  it("never links anything but a web address or a file on this site", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,hi", "//evil.test/x.pdf", "not a url"]) {
      expect(documentHref(url)).toBeNull();
      expect(renderToString(<DisclosureDetail item={{ ...item, documentUrl: url }} />)).not.toContain("<a");
    }
    expect(documentHref(" http://docs.test/a.pdf ")).toBe("http://docs.test/a.pdf");
  });
});

describe("a disclosure section", () => {
  const section: DisclosureSectionData = {
    id: "s1",
    sectionLetter: "A",
    title: "General Information",
    titleHi: null,
    orderNumber: 1,
    items: [
      { id: "i1", ...SCHOOL_NAME_ITEM },
      {
        id: "i2",
        srNo: 2,
        information: "Affiliation letter",
        detail: null,
        informationHi: null,
        detailHi: null,
        documentUrl: "https://docs.test/a.pdf",
        shows: null,
        notApplicableReason: null,
      },
      {
        id: "i3",
        srNo: 3,
        information: "Principal Name & Qualification",
        detail: null,
        informationHi: null,
        detailHi: null,
        documentUrl: null,
        shows: null,
        notApplicableReason: null,
      },
    ],
  };
  const html = renderToString(<DisclosureSections sections={inEnglish([section])} />);

  it('is titled with its letter first, "A. General Information", as a level-2 heading that names its table', () => {
    expect(html).toContain(
      '<h2 id="disclosure-section-s1" class="text-xl font-bold text-slate-900 sm:text-2xl">A. General Information</h2>',
    );
    expect(html).toContain('<table aria-labelledby="disclosure-section-s1"');
    expect(sectionHeading({ sectionLetter: "B.", title: "Documents" })).toBe("B. Documents");
  });

  it("is a table of Sr. No., Information and Detail, whose rows are headed by their information", () => {
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(headers).toEqual(["Sr. No.", "Information", "Detail"]);
    const rows = [
      ...html.matchAll(
        /<tr class="align-top"><td[^>]*>(\d+)<\/td><th scope="row"[^>]*>([^<]*)<\/th><td[^>]*>(.*?)<\/td><\/tr>/g,
      ),
    ];
    expect(rows.map((row) => [row[1], row[2]])).toEqual([
      ["1", "Name of the School"],
      ["2", "Affiliation letter"],
      ["3", "Principal Name &amp; Qualification"],
    ]);
    expect(rows[0]![3]).toContain("Test Vidyalaya");
    expect(rows[1]![3]).toContain('href="https://docs.test/a.pdf"');
    expect(rows[2]![3]).toContain(">-<");
  });

  it("lets a narrow phone wrap CBSE's slash-joined words after a slash, and keeps the Download button on one line", () => {
    const wrapped = renderToString(
      <DisclosureSections
        sections={inEnglish([
          {
            ...section,
            items: [{ ...section.items[0]!, information: "affiliation/upgradation/extension", detail: "Y/N" }],
          },
        ])}
      />,
    );
    expect(wrapped).toContain("affiliation/<wbr/>upgradation/<wbr/>extension</th>");
    expect(wrapped).toContain("Y/<wbr/>N</span>");
    expect(html).toMatch(/<a href="https:\/\/docs\.test\/a\.pdf"[^>]*class="[^"]*whitespace-nowrap/);
  });

  it("scrolls sideways inside its own box, never the page, if a phone is too narrow for it", () => {
    expect(html).toMatch(/<div class="[^"]*overflow-x-auto[^"]*"><table/);
  });
});

describe("the school's CBSE identifiers", () => {
  it("show the affiliation number and school code when the settings have them", () => {
    const html = renderToString(<SchoolIdentifiers affiliationNumber="530123" schoolCode="40123" />);
    expect(html).toContain("CBSE Affiliation No.</dt>");
    expect(html).toContain(">530123</dd>");
    expect(html).toContain("School Code</dt>");
    expect(html).toContain(">40123</dd>");
  });

  it("show only what is set, and nothing at all when neither is", () => {
    const html = renderToString(<SchoolIdentifiers affiliationNumber="530123" schoolCode="" />);
    expect(html).not.toContain("School Code");
    expect(renderToString(<SchoolIdentifiers affiliationNumber="" schoolCode=" " />)).toBe("");
  });
});
