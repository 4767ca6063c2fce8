// The Pages section (docs/specification.md §32): Add Page and the suggested pages, the editor's save and publish
// with its blocks read on the server, a page's images and PDFs, restore, take off and remove, the go-live checklist,
// the link check, and who may do any of it. Crafted posts (a reserved address, raw HTML, another page's file) are
// refused with a message.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";

import { LINK_SOURCES } from "~/features/links/sources.server";
import type { PageBlock } from "~/features/school-pages/page-blocks";
import { textDoc } from "~/features/school-pages/page-text";
import { pagesGoLive, SCHOOL_PAGE_MESSAGES, schoolPageAt } from "~/features/school-pages/school-pages.server";
import { action as listAction, loader as listLoader } from "~/routes/admin/pages/pages";
import { action as editorAction, loader as editorLoader } from "~/routes/admin/pages/school-page";
import { action as filesAction } from "~/routes/admin/pages/school-page-files";
import { action as saveAction } from "~/routes/admin/pages/school-page-save";
import { loader as previewLoader } from "~/routes/site/school-page-preview";

import * as schema from "../../../db/schema";
import { auditFor, formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { MINIMAL_PDF, temporaryUploadsDir } from "../../support/uploads";

temporaryUploadsDir("school-pages-office-");

const EDITOR = "pages@school.example";
const OTHER = "gallery@school.example";
const PATH = "/admin/pages";

const INTRO: PageBlock = { id: "intro", type: "text", en: textDoc("Buses leave at 7:10."), hi: null };

describe.each(testDatabaseKinds)("the Pages section on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [EDITOR]: { sections: ["pages"] }, [OTHER]: { sections: ["gallery"] } });
  const db = () => database.db;

  beforeEach(async () => {
    await db().delete(schema.schoolPages);
  });

  const post = (fields: Record<string, string | Blob>, who: string = EDITOR) =>
    outcome<{ ok: boolean; toast: { title: string; description?: string } }>(() =>
      listAction(staffArgs(PATH, cookies[who]!, { method: "POST", body: formBody(fields) }) as never),
    );
  /** The editor's scripts: a JSON answer. */
  const saveAsScripts = async (id: string, fields: Record<string, string>) => {
    const answer = (await saveAction(
      staffArgs(`${PATH}/${id}/save`, cookies[EDITOR]!, {
        method: "POST",
        body: formBody(fields),
        params: { id },
      }) as never,
    )) as Response;
    return { status: answer.status, reply: (await answer.json()) as { ok: boolean; toast: { description?: string } } };
  };
  const pageForm = (id: string, fields: Record<string, string>) =>
    outcome(() =>
      editorAction(
        staffArgs(`${PATH}/${id}`, cookies[EDITOR]!, {
          method: "POST",
          body: formBody(fields),
          params: { id },
        }) as never,
      ),
    );
  const details = { title: "Transport", titleHi: "", address: "transport", place: "about", position: "1" };
  const addPage = async (fields: Record<string, string> = { title: "Transport", place: "about" }) => {
    const answer = await post({ intent: "create", ...fields });
    expect(answer.status).toBe(302);
    return answer.location!.split("/").pop()!;
  };
  const sendFile = async (id: string, kind: "image" | "file", file: Blob, name: string) => {
    const args = staffArgs(`${PATH}/${id}/files`, cookies[EDITOR]!, {
      method: "POST",
      body: formBody({ kind, file: new File([file], name) }),
      headers: { Accept: "application/json" },
      params: { id },
    });
    const answer = (await filesAction(args as never)) as Response;
    return {
      status: answer.status,
      ...((await answer.json()) as { ok: boolean; message?: string; file?: { id: string } }),
    };
  };

  it("adds a page from its title, its address suggested, and opens its editor", async () => {
    const id = await addPage({ title: "Uniform & Books", place: "academics" });
    const [row] = await db().select().from(schema.schoolPages).where(eq(schema.schoolPages.id, id));
    expect(row).toMatchObject({ address: "uniform-books", place: "academics", publishedRevision: null });
    expect(await auditFor(id, "school_page.create")).toHaveLength(1);
    const editor = await outcome(() =>
      editorLoader(staffArgs(`${PATH}/${id}`, cookies[EDITOR]!, { params: { id } }) as never),
    );
    expect(editor.status).toBe(200);
  });

  it("refuses, with the spec's words, a crafted post for an address the site or another page uses", async () => {
    for (const address of ["admin", "hi", "notices", "fees"]) {
      const answer = await post({ intent: "create", title: "Mine", address, place: "none" });
      expect(answer).toMatchObject({
        status: 409,
        reply: { toast: { description: SCHOOL_PAGE_MESSAGES.addressUsedBySite } },
      });
    }
    await addPage();
    expect(await post({ intent: "create", title: "Again", address: "/Transport", place: "none" })).toMatchObject({
      status: 409,
      reply: { toast: { description: SCHOOL_PAGE_MESSAGES.addressTaken } },
    });
    expect(await post({ intent: "create", title: "Bad", address: "bus routes!", place: "none" })).toMatchObject({
      status: 400,
      reply: { toast: { description: SCHOOL_PAGE_MESSAGES.addressMalformed } },
    });
  });

  it("offers the suggested pages not yet added, and adds one as a draft the checklist flags", async () => {
    const list = async () =>
      (await listLoader(staffArgs(PATH, cookies[EDITOR]!) as never)) as Awaited<ReturnType<typeof listLoader>>;
    expect((await list()).starters.map((starter) => starter.key)).toEqual([
      "transport",
      "uniform-and-books",
      "school-timings",
      "careers",
    ]);
    const id = await addPage({
      intent: "create",
      starter: "transport",
      title: "Transport",
      titleHi: "परिवहन",
      address: "transport",
      place: "about",
    });
    expect((await list()).starters.map((starter) => starter.key)).not.toContain("transport");
    expect(await schoolPageAt("transport", new Date())).toBeNull();
    const checklist = await pagesGoLive();
    expect(checklist.total).toBe(1);
    expect(checklist.left).toEqual([expect.objectContaining({ path: `${PATH}/${id}`, label: "Page: Transport" })]);
  });

  it("saves the blocks as typed, publishes them, and refuses raw HTML, a script link or a broken block", async () => {
    const id = await addPage();
    expect(await saveAsScripts(id, { ...details, blocks: JSON.stringify([INTRO]) })).toMatchObject({
      status: 200,
      reply: { ok: true },
    });
    expect(await schoolPageAt("transport", new Date())).toBeNull();
    expect(await saveAsScripts(id, { ...details, blocks: JSON.stringify([INTRO]), publish: "on" })).toMatchObject({
      status: 200,
      reply: { ok: true, toast: { title: SCHOOL_PAGE_MESSAGES.published } },
    });
    expect(await schoolPageAt("transport", new Date())).toMatchObject({ kind: "page", revision: 1 });

    const html = { id: "x", type: "html", html: "<script>alert(1)</script>" };
    const styled = {
      id: "y",
      type: "text",
      en: { type: "doc", content: [{ type: "paragraph", attrs: { style: "color:red" }, content: [] }] },
      hi: null,
    };
    const scripted = {
      id: "z",
      type: "text",
      en: {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              { type: "text", text: "Click", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
            ],
          },
        ],
      },
      hi: null,
    };
    for (const [blocks, words] of [
      [[INTRO, html], "Block 2: it could not be read."],
      [[styled], "Block 1: it could not be read."],
      [[scripted], "Block 1: a link must start with https://"],
      ["<p>not json</p>", "it could not be read."],
    ] as const) {
      const answer = await saveAsScripts(id, {
        ...details,
        blocks: typeof blocks === "string" ? blocks : JSON.stringify(blocks),
      });
      expect(answer.status).toBe(400);
      expect(answer.reply.toast.description).toContain(words);
    }
    // Nothing refused reached the page.
    const [row] = await db().select().from(schema.schoolPages).where(eq(schema.schoolPages.id, id));
    expect(row!.blocks).toEqual([INTRO]);
  });

  it("takes an image as WebP sizes and a PDF with its pages, shows them, and refuses another page's file", async () => {
    const id = await addPage();
    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#c84" } })
      .jpeg()
      .toBuffer();
    const image = await sendFile(id, "image", new Blob([jpeg]), "bus.jpg");
    expect(image).toMatchObject({ status: 200, ok: true });
    const pdf = await sendFile(id, "file", new Blob([MINIMAL_PDF]), "Bus Routes.pdf");
    expect(pdf).toMatchObject({ status: 200, ok: true });
    expect(await sendFile(id, "file", new Blob([jpeg]), "not.pdf")).toMatchObject({ status: 415, ok: false });
    expect(await sendFile(id, "image", new Blob(["<svg onload=alert(1)>"]), "x.svg")).toMatchObject({
      status: 415,
      ok: false,
    });

    const blocks: PageBlock[] = [
      {
        id: "photo",
        type: "image",
        fileId: image.file!.id,
        decorative: false,
        en: { alt: "A school bus", caption: "" },
        hi: null,
      },
      { id: "routes", type: "file", fileId: pdf.file!.id, en: { title: "Bus routes" }, hi: null },
    ];
    expect(await saveAsScripts(id, { ...details, blocks: JSON.stringify(blocks), publish: "on" })).toMatchObject({
      status: 200,
    });
    const preview = (await previewLoader(
      staffArgs(`${PATH}/${id}/preview`, cookies[EDITOR]!, { params: { id } }) as never,
    )) as Awaited<ReturnType<typeof previewLoader>>;
    expect(preview.blocks).toEqual([
      expect.objectContaining({ type: "image", alt: "A school bus", src: expect.stringMatching(/\/960\.webp$/) }),
      expect.objectContaining({ type: "file", title: "Bus routes", pages: 1, url: expect.stringMatching(/\.pdf$/) }),
    ]);
    // The link check follows the page's PDF.
    const pages = LINK_SOURCES.find((source) => source.name === "Pages")!;
    expect((await pages.uses(new Date())).map((use) => use.url)).toEqual([
      preview.blocks[1]!.type === "file" ? preview.blocks[1]!.url : "",
    ]);

    // A file of another page is not this page's to show.
    const other = await addPage({ title: "Careers", place: "none" });
    const answer = await saveAsScripts(other, {
      ...details,
      title: "Careers",
      address: "careers",
      blocks: JSON.stringify([blocks[0]]),
    });
    expect(answer).toMatchObject({ status: 409 });
    expect(answer.reply.toast.description).toBe("Block 1: its file is no longer on this page. Add it again.");
  });

  it("restores an earlier version, takes the page off, and removes it with a redirect", async () => {
    const id = await addPage();
    await saveAsScripts(id, { ...details, blocks: JSON.stringify([INTRO]), publish: "on" });
    await saveAsScripts(id, { ...details, title: "Buses", blocks: JSON.stringify([]), publish: "on" });
    expect(await pageForm(id, { intent: "restore", revision: "1" })).toMatchObject({
      status: 302,
      location: `${PATH}/${id}`,
    });
    expect(await schoolPageAt("transport", new Date())).toMatchObject({ title: "Transport", revision: 3 });
    expect(await pageForm(id, { intent: "unpublish" })).toMatchObject({ status: 302 });
    expect(await schoolPageAt("transport", new Date())).toBeNull();
    expect(
      await pageForm(id, { intent: "remove", ending: "redirect", redirectTo: "https://evil.example" }),
    ).toMatchObject({
      status: 302,
    });
    expect(await auditFor(id, "school_page.remove")).toHaveLength(0);
    expect(await pageForm(id, { intent: "remove", ending: "redirect", redirectTo: "/fees" })).toMatchObject({
      status: 302,
      location: PATH,
    });
    expect(await schoolPageAt("transport", new Date())).toEqual({ kind: "moved", to: "/fees" });
    expect((await auditFor(id, "school_page.remove")).length).toBe(1);
  });

  it("is closed to staff without Pages, for every loader and action", async () => {
    const id = await addPage();
    const denied = async (run: () => Promise<unknown>) => {
      const answer = await outcome(run);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/admin/dashboard");
    };
    await denied(() => listLoader(staffArgs(PATH, cookies[OTHER]!) as never));
    await denied(() =>
      listAction(
        staffArgs(PATH, cookies[OTHER]!, {
          method: "POST",
          body: formBody({ intent: "create", title: "X", place: "none" }),
        }) as never,
      ),
    );
    await denied(() => editorLoader(staffArgs(`${PATH}/${id}`, cookies[OTHER]!, { params: { id } }) as never));
    await denied(() =>
      editorAction(
        staffArgs(`${PATH}/${id}`, cookies[OTHER]!, {
          method: "POST",
          body: formBody({ intent: "unpublish" }),
          params: { id },
        }) as never,
      ),
    );
    await denied(() =>
      filesAction(
        staffArgs(`${PATH}/${id}/files`, cookies[OTHER]!, {
          method: "POST",
          body: formBody({ kind: "file" }),
          params: { id },
        }) as never,
      ),
    );
    await denied(() =>
      saveAction(
        staffArgs(`${PATH}/${id}/save`, cookies[OTHER]!, {
          method: "POST",
          body: formBody(details),
          params: { id },
        }) as never,
      ),
    );
    await denied(() => previewLoader(staffArgs(`${PATH}/${id}/preview`, cookies[OTHER]!, { params: { id } }) as never));
  });
});
