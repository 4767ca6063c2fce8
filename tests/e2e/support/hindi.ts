// What the Hindi site must say (docs/specification.md §21, docs/hindi-glossary.md), as checks a spec runs on a page
// it has open: tests/e2e/whole-site/seo-and-a11y.spec.ts runs them on every public page in its one visit there;
// tests/e2e/site/hindi-no-english.spec.ts and hindi-pages.spec.ts on the other states and pages.
import { expect, type Page } from "@playwright/test";

import { school } from "./support";

export const hindiPath = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);

// What may stay in Latin letters on a Hindi page: the school's name and address as they are written, CBSE, the
// accessibility standards' names as they are cited (WCAG 2.1 AA, GIGW 3.0), e-mail and web addresses, and numbers,
// Roman numerals and a section's letter among them. Text that staff have not yet written in Hindi shows in English
// marked lang="en", and so does the switch to English: both are left out.
const ALLOWED = new Set(
  [
    school.schoolName,
    school.streetAddress,
    school.locality,
    school.region,
    school.country,
    "CBSE",
    "WCAG",
    "GIGW",
    "AA",
  ]
    .flatMap((words) => (words ?? "").split(/\s+/))
    .filter(Boolean)
    .map((word) => word.toLowerCase()),
);

/** Every word of the page a reader meets, but for what is marked as English. It takes the page's <wbr>s out: read last. */
export async function wordsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // An e-mail address offers line breaks with <wbr> (app/ui/email-address.tsx): read it whole.
    for (const wbr of document.querySelectorAll("wbr")) wbr.remove();
    document.body.normalize();
    const english = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      return element?.closest("[lang]")?.getAttribute("lang")?.startsWith("en") ?? false;
    };
    const texts = [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style, template, noscript")) continue;
      if (!english(node)) texts.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label], [alt], [placeholder], [title]")) {
      if (english(element)) continue;
      for (const name of ["aria-label", "alt", "placeholder", "title"]) texts.push(element.getAttribute(name) ?? "");
    }
    return texts;
  });
}

/** The words in Latin letters that are not allowed, once each. */
export function englishWords(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const left = text
      .replace(/\S+@\S+/g, " ") // e-mail addresses
      .replace(/\b(https?:\/\/|www\.)\S+/g, " "); // web addresses
    for (const [word] of left.matchAll(/[A-Za-z][A-Za-z'’]*/g)) {
      // A number: "परिशिष्ट IX", a section's letter "A. सामान्य जानकारी".
      const number = /^([IVXLC]+|[A-Z])$/.test(word);
      if (!number && !ALLOWED.has(word.toLowerCase())) found.add(word);
    }
  }
  return [...found];
}

export const DEVANAGARI = /[\u0900-\u097F]/;
export const HINDI_MONTHS = "जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर";
export const HINDI_WEEKDAYS = ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"];

/** Each Hindi page: the name its title starts with, its one <h1>, and words of its own that it shows. */
export const HINDI_PAGES = [
  { path: "/hi", name: "मुख्य पृष्ठ", heading: school.schoolName, shows: ["ताज़ा सूचनाएँ", "हमारी सुविधाएँ देखें"] },
  { path: "/hi/about", name: "हमारे बारे में", heading: "हमारे बारे में", shows: ["हमारे मूल मूल्य", "ईमानदारी"] },
  { path: "/hi/ethos", name: "हमारे मूल्य", heading: "हमारे मूल्य", shows: ["विकास के चार स्तंभ", "अनुशासन"] },
  { path: "/hi/academics", name: "पढ़ाई", heading: "पढ़ाई", shows: ["CBSE पाठ्यक्रम", "बुनियादी स्तर", "3-8 वर्ष"] },
  {
    path: "/hi/admissions",
    name: "प्रवेश",
    heading: "प्रवेश",
    shows: [/^\d{4}-\d{2} सत्र के लिए प्रवेश शुरू$/, "प्रवेश प्रक्रिया", "जन्म प्रमाणपत्र", "कक्षा 1"],
  },
  { path: "/hi/facilities", name: "सुविधाएँ", heading: "सुविधाएँ", shows: ["पुस्तकालय", "हर स्कूल बस में एक महिला सहायक"] },
  // Decision 0077: the board, its filters and the seed's notices in Hindi.
  {
    path: "/hi/notices",
    name: "सूचना पट",
    heading: "सूचना पट",
    shows: ["श्रेणी", /^\d+ वर्तमान सूचनाएँ/, "वार्षिक खेल दिवस", "अभिभावक-शिक्षक बैठक"],
  },
  { path: "/hi/gallery", name: "गैलरी", heading: "गैलरी", shows: ["हमारे विद्यालय के जीवन के कुछ पल।"] },
  { path: "/hi/calendar", name: "कैलेंडर", heading: "कैलेंडर", shows: ["आने वाले कार्यक्रम", "पिछले कार्यक्रम"] },
  {
    path: "/hi/mandatory-disclosures",
    name: "अनिवार्य सार्वजनिक प्रकटीकरण",
    heading: "अनिवार्य सार्वजनिक प्रकटीकरण",
    shows: ["क्रम संख्या", "जानकारी", "विवरण"],
  },
  { path: "/hi/contact", name: "संपर्क करें", heading: "संपर्क करें", shows: ["हमसे संपर्क करें", "कार्यालय का समय"] },
  { path: "/hi/privacy", name: "निजता सूचना", heading: "निजता सूचना", shows: ["आपके अधिकार", "संस्करण 1, "] },
  { path: "/hi/accessibility", name: "सुगम्यता", heading: "सुगम्यता", shows: ["हम किस मानक पर खरे हैं"] },
  { path: "/hi/your-data", name: "आपकी जानकारी", heading: "आपकी जानकारी", shows: ["आप क्या माँग सकते हैं"] },
];

export const description = (page: Page) => page.locator('meta[name="description"]').getAttribute("content");

/** A Hindi page, open at its address: its Hindi title, description, heading and words, and no English word. */
export async function expectHindiPage(page: Page, path: string) {
  const { name, heading, shows } = HINDI_PAGES.find((entry) => entry.path === path)!;
  await expect(page).toHaveTitle(`${name} | ${school.schoolName}`);
  expect(await description(page)).toMatch(DEVANAGARI);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  const main = page.getByRole("main");
  for (const words of shows) await expect(main.getByText(words, { exact: false }).first()).toBeVisible();
  expect(englishWords(await wordsOf(page))).toEqual([]);
}

/** An English page, open at its address: its title and description in English, and no Hindi in its content. */
export async function expectEnglishPage(page: Page) {
  const title = await page.title();
  expect(title).not.toMatch(DEVANAGARI);
  expect(title).toContain(school.schoolName);
  expect(await description(page)).not.toMatch(DEVANAGARI);
  expect(await page.getByRole("main").innerText()).not.toMatch(DEVANAGARI);
}
