// An amount in words for a receipt, in the Indian system (thousand, lakh, crore), in English or in Hindi
// (decision 0085): "Rupees One Lakh Twenty Thousand Only", "एक लाख बीस हज़ार रुपये मात्र". Shared by the browser and
// the server; the Hindi words are the glossary's (docs/hindi-glossary.md, "Amounts in words").
import type { Locale } from "~/lib/language/locale";

import { isPaise, PAISE_PER_RUPEE, type Paise } from "./money";

const ENGLISH_ONES = [
  "Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
  "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen",
]; // prettier-ignore
const ENGLISH_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

const englishBelowHundred = (n: number) =>
  n < 20 ? ENGLISH_ONES[n]! : [ENGLISH_TENS[Math.floor(n / 10)]!, n % 10 ? ENGLISH_ONES[n % 10]! : ""].join(" ").trim();

// Hindi's 0 to 99 are each a word of their own, not tens and ones put together (इक्यावन is 51, not "पचास एक"), so
// they are listed whole. Where two spellings are in print (चवालीस/चौवालीस, तिरपन/तिरेपन, उन्यासी/उनासी, the
// nineties' -नवे/-नबे) the first is taken, and the glossary says so.
const HINDI_BELOW_HUNDRED = (
  "शून्य एक दो तीन चार पाँच छह सात आठ नौ " +
  "दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस " +
  "बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस " +
  "तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस " +
  "चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास " +
  "पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ " +
  "साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर " +
  "सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी " +
  "अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी " +
  "नब्बे इक्यानवे बानवे तिरानवे चौरानवे पंचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे"
).split(" ");

interface Words {
  belowHundred: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const ENGLISH: Words = {
  belowHundred: englishBelowHundred,
  hundred: "Hundred",
  thousand: "Thousand",
  lakh: "Lakh",
  crore: "Crore",
};
const HINDI: Words = {
  belowHundred: (n) => HINDI_BELOW_HUNDRED[n]!,
  hundred: "सौ",
  thousand: "हज़ार",
  lakh: "लाख",
  crore: "करोड़",
};

/**
 * A whole number in words, grouped the Indian way: crores, lakhs, thousands, hundreds, then the rest. Past 99 crore
 * the crores are themselves a number in words ("One Hundred Crore", "One Thousand Crore"), as Indian accounts
 * write them rather than arab and kharab.
 */
export function wholeNumberInWords(n: number, locale: Locale): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  const words = locale === "hi" ? HINDI : ENGLISH;
  if (n === 0) return words.belowHundred(0);
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores > 0) parts.push(`${wholeNumberInWords(crores, locale)} ${words.crore}`);
  const groups: [number, string][] = [
    [Math.floor(n / 100_000) % 100, words.lakh],
    [Math.floor(n / 1000) % 100, words.thousand],
    [Math.floor(n / 100) % 10, words.hundred],
  ];
  for (const [count, name] of groups) if (count > 0) parts.push(`${words.belowHundred(count)} ${name}`);
  if (n % 100 > 0) parts.push(words.belowHundred(n % 100));
  return parts.join(" ");
}

/**
 * An amount as a receipt writes it in words: "Rupees One Lakh Twenty Thousand Only", "Rupees Ten and Fifty Paise
 * Only", "Fifty Paise Only", "Rupees Zero Only"; in Hindi "एक लाख बीस हज़ार रुपये मात्र", "दस रुपये और पचास पैसे
 * मात्र", "पचास पैसे मात्र", "शून्य रुपये मात्र".
 */
export function amountInWords(amount: Paise, locale: Locale): string {
  if (!isPaise(amount)) throw new RangeError(`Not an amount in paise: ${amount}`);
  const rupees = Math.floor(amount / PAISE_PER_RUPEE);
  const paise = amount % PAISE_PER_RUPEE;
  const rupeeWords = wholeNumberInWords(rupees, locale);
  const paiseWords = wholeNumberInWords(paise, locale);
  if (locale === "hi") {
    // One is singular in Hindi (एक रुपया, एक पैसा), every other number plural (एक सौ एक रुपये).
    const rupeeWord = rupees === 1 ? "रुपया" : "रुपये";
    const paiseWord = paise === 1 ? "पैसा" : "पैसे";
    if (paise === 0) return `${rupeeWords} ${rupeeWord} मात्र`;
    if (rupees === 0) return `${paiseWords} ${paiseWord} मात्र`;
    return `${rupeeWords} ${rupeeWord} और ${paiseWords} ${paiseWord} मात्र`;
  }
  // "Rupees" leads whatever follows, as receipts and cheques write it; one paisa is singular.
  const paiseWord = paise === 1 ? "Paisa" : "Paise";
  if (paise === 0) return `Rupees ${rupeeWords} Only`;
  if (rupees === 0) return `${paiseWords} ${paiseWord} Only`;
  return `Rupees ${rupeeWords} and ${paiseWords} ${paiseWord} Only`;
}
