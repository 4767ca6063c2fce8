import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import routes from "../../routes";
import { addressProblem, suggestedAddress, TAKEN_ADDRESSES } from "./addresses";

/** Every route's path from the root, through layouts and prefixes. */
function pathsOf(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    return [here, ...pathsOf(entry.children ?? [], here)];
  });
}

describe("a page's address", () => {
  it("is never the first word of one of the site's own routes, or of a file it serves", () => {
    const firstWords = new Set(
      [...pathsOf(routes), ...fs.readdirSync(path.join(import.meta.dirname, "../../../public"))]
        .map((route) => route.replace(/^\//, "").split(/[/.]/)[0]!)
        .filter((word) => word && word !== "*" && !word.startsWith(":")),
    );
    expect(firstWords.size).toBeGreaterThan(20);
    for (const word of firstWords) expect(TAKEN_ADDRESSES, word).toContain(word);
    for (const word of firstWords) expect(addressProblem(word)).toBe(word.includes("_") ? "malformed" : "taken");
  });

  it("is lower-case words and digits joined by hyphens, at most 40 characters", () => {
    for (const fine of ["transport", "uniform-and-books", "class-10-toppers", "a".repeat(40)]) {
      expect(addressProblem(fine), fine).toBeNull();
    }
    for (const bad of [
      "",
      "Transport",
      "bus routes",
      "-transport",
      "transport-",
      "bus--routes",
      "a/b",
      "परिवहन",
      "a".repeat(41),
    ]) {
      expect(addressProblem(bad), bad).toBe("malformed");
    }
    expect(addressProblem("admin")).toBe("taken");
    expect(addressProblem("hi")).toBe("taken");
  });

  it("is suggested from the title's Latin words, cut at a word", () => {
    expect(suggestedAddress("Transport")).toBe("transport");
    expect(suggestedAddress("Uniform & Books (2026-27)")).toBe("uniform-books-2026-27");
    expect(suggestedAddress("Café Timings")).toBe("cafe-timings");
    expect(suggestedAddress("परिवहन")).toBe("");
    expect(suggestedAddress("Houses and clubs of the school for the whole session")).toBe(
      "houses-and-clubs-of-the-school-for-the",
    );
  });
});
