// SPEC §2 Home, About, Ethos, Academics and Facilities: each page's content,
// Home's links, and the Latest Announcements the seed starts a new site with.
import { type Locator, type Page } from "@playwright/test";

import { defaultContentSections } from "../../../db/seed-data";
import { expectPage, mobile, openWithoutJavaScript, pageLabelled, school } from "../support/support";
import { expect, test } from "../support/test";

/** The default text of a content section, as the seed stores it. */
function content(sectionKey: string) {
  const found = defaultContentSections.find((section) => section.sectionKey === sectionKey);
  if (!found) throw new Error(`No content section ${sectionKey}`);
  return { title: found.title!, content: found.content! };
}

/** A <section> of the page, named by its heading. */
const region = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name, exact: true });

/** The <h3>s inside `scope`, as text. */
const subheadings = (scope: Locator) => scope.getByRole("heading", { level: 3 });

test.describe("Home", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("hero: the school's name, tagline and buttons to Admissions and About", async ({ page }) => {
    const hero = region(page, school.schoolName!);
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(school.schoolName!);
    await expect(hero.getByText(school.tagline!, { exact: true })).toBeVisible();
    await expect(hero.getByText(content("home_hero").content, { exact: true })).toBeVisible();
    await expect(hero.getByRole("link")).toHaveCount(2);
    await expect(hero.getByRole("link", { name: "Admissions", exact: true })).toHaveAttribute("href", "/admissions");
    await expect(hero.getByRole("link", { name: "About Us", exact: true })).toHaveAttribute("href", "/about");

    await hero.getByRole("link", { name: "Admissions", exact: true }).click();
    await expectPage(page, pageLabelled("Admissions"));
    await page.goBack();
    await region(page, school.schoolName!).getByRole("link", { name: "About Us", exact: true }).click();
    await expectPage(page, pageLabelled("About"));
  });

  test("why choose us: four highlights", async ({ page }) => {
    const why = region(page, content("home_why").title);
    await expect(subheadings(why)).toHaveText([
      "Academic Excellence",
      "Expert Faculty",
      "Modern Facilities",
      "All-round Growth",
    ]);
    await expect(why.getByRole("listitem")).toHaveCount(4);
  });

  test("beliefs and ethos, with a link to Our Ethos", async ({ page }) => {
    const ethos = region(page, content("home_ethos").title);
    await expect(ethos.getByText(content("home_ethos").content, { exact: true })).toBeVisible();
    const link = ethos.getByRole("link", { name: "Discover our ethos" });
    await expect(link).toHaveAttribute("href", "/ethos");
    await link.click();
    await expectPage(page, pageLabelled("Our Ethos"));
  });

  test("facilities, with a link to Facilities", async ({ page }) => {
    const facilities = region(page, content("home_facilities").title);
    await expect(facilities.getByText(content("home_facilities").content, { exact: true })).toBeVisible();
    await expect(facilities.getByRole("listitem").first()).toHaveText("Library");
    const link = facilities.getByRole("link", { name: "Explore our facilities" });
    await expect(link).toHaveAttribute("href", "/facilities");
    await link.click();
    await expectPage(page, pageLabelled("Facilities"));
  });

  // The seed's three Latest Announcements are checked in tests/e2e/back-office/admin-announcements.spec.ts,
  // in order with the back office test that adds one (it would show here).

  test("closing call to action links to Contact", async ({ page }) => {
    const cta = region(page, content("home_cta").title);
    await expect(cta.getByText(content("home_cta").content, { exact: true })).toBeVisible();
    const link = cta.getByRole("link", { name: "Contact Us" });
    await expect(link).toHaveAttribute("href", "/contact");
    await link.click();
    await expectPage(page, pageLabelled("Contact"));
  });

  test("the sections come in the order of the specification", async ({ page }) => {
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      content("home_why").title,
      content("home_ethos").title,
      content("home_facilities").title,
      "Latest Announcements",
      content("home_cta").title,
    ]);
  });
});

test("Home works without JavaScript, on a phone", async ({ browser, baseURL }) => {
  const { page, close } = await openWithoutJavaScript(browser, baseURL, mobile, "/");
  try {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(school.schoolName!);
    await expect(region(page, "Latest Announcements").getByRole("article")).toHaveCount(3);
    await region(page, content("home_cta").title).getByRole("link", { name: "Contact Us" }).click();
    await expectPage(page, pageLabelled("Contact"));
  } finally {
    await close();
  }
});

test.describe("About", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/about");
  });

  test("intro and location, with the school's address", async ({ page }) => {
    await expect(page.getByRole("main").getByText(content("about_intro").content, { exact: true })).toBeVisible();
    const location = region(page, content("about_location").title);
    await expect(location.getByText(content("about_location").content, { exact: true })).toBeVisible();
    await expect(location.locator("address")).toHaveText("Khan Mohammed Road, Fatehabad 125050, Haryana, India");
  });

  test("photo cards: illustrated, captioned, with no external images", async ({ page }) => {
    const campus = region(page, "Life at Our School");
    const cards = campus.getByRole("figure");
    await expect(cards).toHaveCount(6);
    await expect(cards.locator("figcaption").first()).toContainText("Morning Assembly");
    await expect(page.locator("main img")).toHaveCount(0);
    await expect(campus.getByRole("link", { name: "See photographs in our Gallery" })).toHaveAttribute(
      "href",
      "/gallery",
    );
  });

  test("mission and vision", async ({ page }) => {
    for (const key of ["about_mission", "about_vision"]) {
      const block = content(key);
      await expect(region(page, block.title).getByText(block.content, { exact: true })).toBeVisible();
    }
  });

  test("four core values", async ({ page }) => {
    await expect(subheadings(region(page, "Our Core Values"))).toHaveText([
      "Excellence",
      "Integrity",
      "Innovation",
      "Inclusivity",
    ]);
  });
});

test.describe("Our Ethos", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/ethos");
  });

  test("intro and the four beliefs", async ({ page }) => {
    await expect(page.getByRole("main").getByText(content("ethos_intro").content, { exact: true })).toBeVisible();
    await expect(subheadings(region(page, "What We Believe"))).toHaveText([
      "Experiential Learning",
      "Growth Mindset",
      "Comfortable Infrastructure",
      "Individualized Focus",
    ]);
  });

  test("four pillars of growth", async ({ page }) => {
    await expect(subheadings(region(page, "Four Pillars of Growth"))).toHaveText([
      "Physical Health",
      "Mental Health",
      "Emotional Health",
      "Social Health",
    ]);
  });

  test("transparency and communication", async ({ page }) => {
    const section = region(page, "Transparency and Communication");
    await expect(section).toContainText("Parents are our partners.");
    await expect(section.getByRole("listitem")).toHaveCount(5);
    await expect(section.getByRole("listitem").first()).toHaveText(
      "Regular parent-teacher meetings to discuss each child's progress",
    );
  });

  test("the 4 Ds", async ({ page }) => {
    await expect(subheadings(region(page, "The 4 Ds"))).toHaveText([
      "Determination",
      "Discipline",
      "Devotion",
      "Dedication",
    ]);
  });
});

test.describe("Academics", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/academics");
  });

  test("intro and the CBSE curriculum", async ({ page }) => {
    await expect(page.getByRole("main").getByText(content("academics_intro").content, { exact: true })).toBeVisible();
    await expect(region(page, "CBSE Curriculum")).toContainText("Central Board of Secondary Education (CBSE)");
  });

  test("six subject areas", async ({ page }) => {
    await expect(subheadings(region(page, "Subject Areas"))).toHaveText([
      "Languages",
      "Mathematics",
      "Sciences",
      "Social Studies",
      "Visual and Performing Arts",
      "Physical Education",
    ]);
  });

  test("class structure by stage, with ages and classes", async ({ page }) => {
    const structure = region(page, "Class Structure");
    await expect(structure).toContainText("5+3+3+4");
    const stages = structure.getByRole("listitem");
    await expect(subheadings(structure)).toHaveText([
      "Foundational Stage",
      "Preparatory Stage",
      "Middle Stage",
      "Secondary Stage",
    ]);
    const expected = [
      ["3-8 years", "Nursery to Class 2", "5 years"],
      ["8-11 years", "Classes 3-5", "3 years"],
      ["11-14 years", "Classes 6-8", "3 years"],
      ["14-18 years", "Classes 9-12", "4 years"],
    ];
    await expect(stages).toHaveCount(expected.length);
    for (const [index, [ages, classes, years]] of expected.entries()) {
      const stage = stages.nth(index);
      // <dt>/<dd> pairs read as "Ages 3-8 years", "Classes Nursery to Class 2", "Duration 5 years".
      await expect(stage.getByRole("term")).toHaveText(["Ages", "Classes", "Duration"]);
      await expect(stage.getByRole("definition")).toHaveText([ages!, classes!, years!]);
    }
  });

  test("curriculum philosophy aligned to NEP 2020 and the 5+3+3+4 framework", async ({ page }) => {
    const philosophy = region(page, content("academics_philosophy").title);
    await expect(philosophy).toContainText("National Education Policy (NEP) 2020");
    await expect(philosophy).toContainText("5+3+3+4 framework");
  });
});

test.describe("Facilities", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/facilities");
  });

  test("intro and each facility", async ({ page }) => {
    await expect(page.getByRole("main").getByText(content("facilities_intro").content, { exact: true })).toBeVisible();
    const campus = region(page, "On Our Campus");
    await expect(subheadings(campus)).toHaveText([
      "Library",
      "Science Labs",
      "Computer Lab",
      "Sports Complex",
      "Smart Air-Conditioned Classrooms",
      "Auditorium",
      "GPS-Enabled Transport",
      "Medical Room",
    ]);
    await expect(campus.getByRole("listitem").filter({ hasText: "Medical Room" })).toContainText("a nurse on duty");
    await expect(campus.getByRole("listitem").filter({ hasText: "GPS-Enabled Transport" })).toContainText(
      "tracked by GPS",
    );
  });

  test("safety list", async ({ page }) => {
    const safety = region(page, "Safety and Security");
    await expect(safety.getByRole("listitem")).toHaveCount(7);
    await expect(safety.getByRole("listitem").first()).toHaveText(
      "CCTV cameras across the campus and in the school buses",
    );
  });

  test("indoor and outdoor amenities", async ({ page }) => {
    const amenities = region(page, "Indoor and Outdoor Amenities");
    await expect(subheadings(amenities)).toHaveText(["Indoor", "Outdoor"]);
    await expect(amenities.getByRole("listitem")).toHaveCount(10);
  });
});

test.describe("every one of these pages", () => {
  const paths = ["/", "/about", "/ethos", "/academics", "/facilities"];

  for (const path of paths) {
    test(`${path} has one h1 and never skips a heading level`, async ({ page }) => {
      await page.goto(path);
      const levels = await page
        .getByRole("main")
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++)
        expect(levels[i]!, `heading ${i + 1} of ${path}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
  }

  test("has a description of its own", async ({ page }) => {
    const descriptions = new Set<string>();
    for (const path of paths) {
      await page.goto(path);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description, path).toBeTruthy();
      expect(description, path).not.toBe(school.shortDescription);
      descriptions.add(description!);
    }
    expect(descriptions.size).toBe(paths.length);
  });
});
