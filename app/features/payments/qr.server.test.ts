import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { upiQrSvg } from "./qr.server";
import { paymentNote, paymentReference, upiPayLink } from "./upi-link";

/** What a phone's camera would read from the SVG drawn `width` pixels wide: rasterised by sharp, read by jsQR. */
async function decode(svg: string, width: number) {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(width, width)
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe("the QR code of a UPI link", () => {
  const reference = paymentReference("2027-28/XII/0042");
  const link = upiPayLink({
    payeeAddress: "school.fees@sbi",
    payeeName: "Shanti Niketan Public School",
    amount: 12_000_050,
    note: paymentNote(reference, "2027-28/XII/0042"),
    reference,
  });

  it("reads back to the very link, at the size of a phone's screen and of a printout", async () => {
    const svg = await upiQrSvg(link, "QR code to pay ₹1,20,000.50 by UPI");
    expect(svg).toMatch(
      /^<svg role="img" aria-label="QR code to pay ₹1,20,000.50 by UPI" xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(svg).toContain("<title>QR code to pay ₹1,20,000.50 by UPI</title>");
    expect(svg.length).toBeLessThan(8000);
    // Whole pixels a module, as the page should draw it: 3 (a small phone), 4 (the least for reading it off
    // another screen) and 10 (a printout). At 2.6 pixels a module jsQR misses it, as a phone's camera might.
    const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
    expect(modules).toBe(61);
    for (const perModule of [3, 4, 10]) {
      expect(await decode(svg, modules * perModule), `${perModule} px a module`).toBe(link);
    }
  });

  it("escapes its label and refuses an empty link", async () => {
    const svg = await upiQrSvg(link, `Pay "A" & <B>`);
    expect(svg).toContain('aria-label="Pay &quot;A&quot; &amp; &lt;B&gt;"');
    await expect(upiQrSvg("", "x")).rejects.toThrow(RangeError);
  });
});
