// The QR code of a UPI link, drawn on the server as SVG (decision 0085) by `qrcode`: one path of whole modules, about
// 5 KB (1 KB compressed) for a fee's link, put in the page as it is, so it needs no script and no request of its own.
import { toString } from "qrcode";

/** Error correction M (15% of the code may be lost): a printed or photographed code still reads. */
const ERROR_CORRECTION = "M";
/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/**
 * The SVG of a QR code of `link`, black on white, scaled by its viewBox to whatever box the page gives it. `label`
 * is its accessible name ("QR code to pay ₹1,20,000 by UPI"), said by a screen reader in place of the picture.
 */
export async function upiQrSvg(link: string, label: string): Promise<string> {
  if (!link) throw new RangeError("A QR code needs a link");
  const svg = await toString(link, { type: "svg", errorCorrectionLevel: ERROR_CORRECTION, margin: QUIET_ZONE });
  return svg
    .trim()
    .replace(/^<svg /, `<svg role="img" aria-label="${escapeXml(label)}" `)
    .replace(/<path /, `<title>${escapeXml(label)}</title><path `);
}
