// Parents subscribe to the school's alerts (docs/specification.md §24 "Subscribing", decision 0066), on a 360-pixel
// phone: from the Contact page with an e-mail address, confirmed by the link in the mail the test SMTP server
// received, then unsubscribed by the link in that same mail; the form without JavaScript up to its answer; and the
// Hindi form at /hi.
import { mailsTo } from "../support/mail";
import { openWithoutJavaScript, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const PHONE = { width: 360, height: 740 };

const EMAIL_THANKS =
  "Thank you. Look in your mailbox for a message from the school and open its link to confirm: alerts are sent only after that.";

test.use({ viewport: PHONE });

test("a parent subscribes on the Contact page, confirms by the mailed link, and unsubscribes from that mail", async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const email = `alerts-e2e-${info.workerIndex}-${Date.now().toString(36)}@example.com`;
  await page.goto("/contact");
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Get school alerts" });
  await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await form.getByRole("checkbox", { name: "Announcements" }).check();
  await form.getByRole("button", { name: "Get School Alerts" }).click();
  // Consent first: what was typed stays.
  await expect(form.getByText("Please tick the box to consent", { exact: true })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "E-mail address" })).toHaveValue(email);
  await form.getByRole("checkbox", { name: /I am 18 or over/ }).check();
  await form.getByRole("button", { name: "Get School Alerts" }).click();
  await expect(form.getByRole("status")).toHaveText(EMAIL_THANKS);

  const [mail] = await mailsTo(email, "/alerts/confirm?token=");
  const confirm = /https?:\/\/\S+\/alerts\/confirm\?token=[\w-]+/.exec(mail!.text!)![0];
  const unsubscribe = /https?:\/\/\S+\/alerts\/unsubscribe\?token=[\w-]+/.exec(mail!.text!)![0];
  // RFC 8058's headers, as the mail server received them.
  // Unfolded: a long field is folded onto a second line, as RFC 5322 allows.
  const header = (name: string) =>
    (mail!.headerLines.find((line) => line.key === name)?.line ?? "").replace(/\s+/g, " ");
  expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <${unsubscribe}>`);
  expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

  // Opening the link confirms nothing; the button does.
  await page.goto(new URL(confirm).pathname + new URL(confirm).search);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm Your School Alerts" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toHaveText("Subscribed. The school's alerts will come to your e-mail.");
  // Used once: the link now says so, with a 4xx.
  const again = await page.goto(new URL(confirm).pathname + new URL(confirm).search);
  expect(again!.status()).toBe(404);
  await expect(
    page.getByText(
      "This link is not valid, or it has been used already. To get the school's alerts, fill in the form again.",
    ),
  ).toBeVisible();

  // The way out, from the same mail, without signing in.
  await page.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
  await expect(page.getByRole("heading", { level: 1, name: "Stop School Alerts" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText("Unsubscribed. The school will send no more alerts there.");
  const gone = await page.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
  expect(gone!.status()).toBe(404);
  await expect(page.getByText("This link is not valid, or these alerts were stopped already.")).toBeVisible();
});

test("a mail client's one-click post unsubscribes at once (RFC 8058)", async ({ page, request }, info) => {
  const email = `alerts-one-click-${info.workerIndex}-${Date.now().toString(36)}@example.com`;
  await page.goto("/alerts/subscribe");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await page.getByRole("checkbox", { name: /I am 18 or over/ }).check();
  await page.getByRole("button", { name: "Get School Alerts" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(EMAIL_THANKS);
  const [mail] = await mailsTo(email, "/alerts/unsubscribe?token=");
  const unsubscribe = /https?:\/\/\S+\/alerts\/unsubscribe\?token=[\w-]+/.exec(mail!.text!)![0];
  const path = new URL(unsubscribe).pathname + new URL(unsubscribe).search;
  // No cookie, no form token: what a mail provider's server sends.
  const oneClick = await request.post(path, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status()).toBe(200);
  expect((await request.get(path)).status()).toBe(404);
});

test("the form works without JavaScript, keeping what was typed, up to its answer", async ({ browser, baseURL }) => {
  const { page, close } = await openWithoutJavaScript(browser, baseURL, PHONE, "/contact");
  try {
    const form = page.getByRole("region", { name: "Get school alerts" });
    // No gateway is set on this site: the form offers no mobile number, and says so (decision 0075).
    await expect(form.getByRole("textbox", { name: "Mobile number" })).toHaveCount(0);
    await expect(
      form.getByText("The school sends its alerts by e-mail. It does not send them by SMS or WhatsApp yet."),
    ).toBeVisible();
    await form.getByRole("textbox", { name: "E-mail address" }).fill("asha.parent@");
    await form.getByRole("checkbox", { name: "Calendar changes" }).check();
    await form.getByRole("button", { name: "Get School Alerts" }).click();
    // Answered by the form's own page, with what was typed and the messages.
    await expect(page).toHaveURL(/\/alerts\/subscribe$/);
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Please tick the box to consent", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-mail address" })).toHaveValue("asha.parent@");
    await expect(page.getByRole("checkbox", { name: "Calendar changes" })).toBeChecked();
    await page.getByRole("textbox", { name: "E-mail address" }).fill(`no-js-${Date.now().toString(36)}@example.com`);
    await page.getByRole("checkbox", { name: /I am 18 or over/ }).check();
    await page.getByRole("button", { name: "Get School Alerts" }).click();
    await expect(page).toHaveURL(/\/alerts\/subscribe\?sent=email$/);
    await expect(page.getByRole("status")).toHaveText(EMAIL_THANKS);
  } finally {
    await close();
  }
});

test("the Hindi form at /hi, reached from the footer, answers in Hindi and promises no text message", async ({
  page,
}) => {
  await page.goto("/hi");
  await page.getByRole("contentinfo").getByRole("link", { name: "विद्यालय के अलर्ट पाएँ" }).click();
  await expect(page).toHaveURL(/\/hi\/alerts\/subscribe$/);
  await expect(page.getByRole("heading", { level: 1, name: "विद्यालय के अलर्ट पाएँ" })).toBeVisible();
  // No gateway: the page says alerts come by e-mail, and offers no mobile number (decision 0075).
  await expect(page.getByText("विद्यालय अभी एसएमएस या व्हाट्सऐप से अलर्ट नहीं भेजता।", { exact: false })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "मोबाइल नंबर" })).toHaveCount(0);
  await waitForHydration(page);
  // The language of the alerts is the page's by default.
  await expect(page.getByRole("group", { name: "अलर्ट की भाषा" }).getByRole("radio", { name: "हिन्दी" })).toBeChecked();
  await page.getByRole("button", { name: "विद्यालय के अलर्ट पाएँ" }).click();
  await expect(page.getByText("कृपया ई-मेल पता लिखें", { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "ई-मेल पता" }).fill(`hindi-${Date.now().toString(36)}@example.com`);
  await page.getByRole("checkbox", { name: /मेरी आयु 18 वर्ष/ }).check();
  await page.getByRole("button", { name: "विद्यालय के अलर्ट पाएँ" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "धन्यवाद। अपने ई-मेल में विद्यालय का संदेश देखें और पुष्टि के लिए उसका लिंक खोलें: अलर्ट उसके बाद ही भेजे जाते हैं।",
  );
});
