import { describe, expect, it } from "vitest";

import { safeHref } from "~/lib/forms/safe-href";

import { noticeSlug } from "../../../db/slug";
import { sessionOf } from "../../../db/time";
import { noticeBlocks, noticePlainText } from "./notice-text.server";
import { circularNumber, nextCircularNumber, noticePath, noticeState, readNoticeAddress } from "./notices";

describe("a notice's address", () => {
  it("is its number and the words of its title", () => {
    expect(noticeSlug("Winter Vacation 2026!")).toBe("winter-vacation-2026");
    expect(noticeSlug("  --Annual Day: Photos--  ")).toBe("annual-day-photos");
    expect(noticePath({ ref: 14, slug: noticeSlug("Winter Vacation") })).toBe("/notices/14-winter-vacation");
  });

  it("is the number alone for a title with no Latin letters", () => {
    expect(noticeSlug("शीतकालीन अवकाश")).toBe("");
    expect(noticePath({ ref: 7, slug: "" })).toBe("/notices/7");
  });

  it("keeps at most 60 characters and never ends with a dash", () => {
    const slug = noticeSlug(`${"a".repeat(59)} b c`);
    expect(slug).toBe("a".repeat(59));
    expect(slug.length).toBeLessThanOrEqual(60);
  });

  it("is read back, with or without the words", () => {
    expect(readNoticeAddress("14-winter-vacation")).toEqual({ ref: 14, slug: "winter-vacation" });
    expect(readNoticeAddress("14")).toEqual({ ref: 14, slug: "" });
    for (const wrong of ["", "0", "014-a", "abc", "14-Winter", "1234567890", "14_a", "-14"]) {
      expect(readNoticeAddress(wrong)).toBeNull();
    }
  });
});

describe("sessions run from April to March", () => {
  it.each([
    ["2026-04-01", "2026-27"],
    ["2026-12-02", "2026-27"],
    ["2027-03-31", "2026-27"],
    ["2099-04-01", "2099-00"],
    ["2000-01-15", "1999-00"],
  ])("%s is in %s", (date, session) => {
    expect(sessionOf(date)).toBe(session);
  });
});

describe("circular numbers", () => {
  it("are written by the school's pattern", () => {
    expect(circularNumber("P/{yy}/{n}", "2026-27", 14)).toBe("P/2627/14");
    expect(circularNumber("{n}/{session}", "2026-27", 3)).toBe("3/2026-27");
  });

  it("suggest the first of a session with none", () => {
    expect(nextCircularNumber("P/{yy}/{n}", "2026-27", [])).toBe("P/2627/1");
  });

  it("suggest one past the highest the pattern wrote, passing by numbers typed another way", () => {
    expect(nextCircularNumber("P/{yy}/{n}", "2026-27", ["P/2627/2", "p/2627/14", "Special-1", "P/2526/40"])).toBe(
      "P/2627/15",
    );
  });

  it("read a pattern's own characters literally", () => {
    expect(nextCircularNumber("C.{n}(A)", "2026-27", ["C.4(A)", "CX9(A)"])).toBe("C.5(A)");
  });

  it("without a place in the pattern, suggest the pattern as written", () => {
    expect(nextCircularNumber("P/{yy}", "2026-27", ["P/2627"])).toBe("P/2627");
  });
});

describe("where a notice stands", () => {
  const now = new Date("2026-12-06T10:00:00Z");
  const today = "2026-12-06";
  const at = (iso: string) => new Date(iso);

  it("a draft or a submitted one is not published", () => {
    expect(noticeState({ status: "draft", publishAt: null, endsOn: null }, now, today)).toBe("draft");
    expect(noticeState({ status: "submitted", publishAt: at("2026-12-01T00:00:00Z"), endsOn: null }, now, today)).toBe(
      "submitted",
    );
  });

  it("a published one shows from its time, not a second before", () => {
    const notice = (publishAt: string) => ({ status: "published" as const, publishAt: at(publishAt), endsOn: null });
    expect(noticeState(notice("2026-12-06T10:00:01Z"), now, today)).toBe("scheduled");
    expect(noticeState(notice("2026-12-06T10:00:00Z"), now, today)).toBe("current");
  });

  it("is current through its last day, and in the archive the day after", () => {
    const notice = { status: "published" as const, publishAt: at("2026-12-01T00:00:00Z"), endsOn: "2026-12-06" };
    expect(noticeState(notice, now, today)).toBe("current");
    expect(noticeState(notice, now, "2026-12-07")).toBe("ended");
  });
});

describe("a notice's text", () => {
  it("keeps paragraphs, line breaks, lists, bold and links", () => {
    expect(
      noticeBlocks(
        "Dear parents,\nschool closes on **Friday**.\n\n- Bring the *form*\n- See https://example.org/a.pdf\n\n3. Third",
      ),
    ).toEqual([
      {
        t: "p",
        c: [
          { t: "text", v: "Dear parents," },
          { t: "br" },
          { t: "text", v: "school closes on " },
          { t: "strong", c: [{ t: "text", v: "Friday" }] },
          { t: "text", v: "." },
        ],
      },
      {
        t: "ul",
        items: [
          [
            {
              t: "p",
              c: [
                { t: "text", v: "Bring the " },
                { t: "em", c: [{ t: "text", v: "form" }] },
              ],
            },
          ],
          [
            {
              t: "p",
              c: [
                { t: "text", v: "See " },
                { t: "link", href: "https://example.org/a.pdf", c: [{ t: "text", v: "https://example.org/a.pdf" }] },
              ],
            },
          ],
        ],
      },
      { t: "ol", start: 3, items: [[{ t: "p", c: [{ t: "text", v: "Third" }] }]] },
    ]);
  });

  it("lets no HTML through: typed tags arrive as the words typed", () => {
    const blocks = noticeBlocks(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n<div onclick="x()">hi</div>',
    );
    const json = JSON.stringify(blocks);
    expect(json).not.toMatch(/"t":"(script|img|div)"/);
    expect(noticePlainText('Hello <b onclick="x()">there</b>')).toBe('Hello <b onclick="x()">there</b>');
  });

  it("drops links to addresses that could run a script, keeping their words", () => {
    expect(noticeBlocks("[Click](javascript:alert(1)) and [data](data:text/html,hi)")).toEqual([
      {
        t: "p",
        c: [
          { t: "text", v: "Click" },
          { t: "text", v: " and " },
          { t: "text", v: "data" },
        ],
      },
    ]);
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref(" JAVASCRIPT:alert(1)")).toBeNull();
    expect(safeHref("//evil.example/")).toBeNull();
    expect(safeHref("/fees")).toBe("/fees");
    expect(safeHref("tel:+911234567890")).toBe("tel:+911234567890");
  });

  it("writes headings and images as plain words", () => {
    expect(noticeBlocks("# Notice\n\n![Map of the school](https://x.example/m.png)")).toEqual([
      { t: "p", c: [{ t: "strong", c: [{ t: "text", v: "Notice" }] }] },
      { t: "p", c: [{ t: "text", v: "Map of the school" }] },
    ]);
  });

  it("reads as plain text for feeds and messages", () => {
    expect(noticePlainText("Dear **parents**,\nsee below.\n\n- one\n- two\n\n1. first")).toBe(
      "Dear parents,\nsee below.\n\n• one\n• two\n\n1. first",
    );
  });
});
