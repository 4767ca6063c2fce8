// What the privacy notice lists of the "Get school alerts" form (decision 0031: the list comes from the forms
// themselves): every field the form collects, and how long what it collects is kept (decision 0066). Its test holds
// this list to the form's schema.
import { CONSENT_NOTICE_FIELD } from "~/features/privacy/consent";

import { ALERT_SUBSCRIPTION_FORM, CONFIRM_LINK_DAYS } from "./schema";

export const ALERT_SUBSCRIPTION_NOTICE = {
  name: ALERT_SUBSCRIPTION_FORM,
  notice: { en: "Get school alerts", hi: "विद्यालय के अलर्ट पाएँ" },
  // Why it is collected, in the office's words: the record of processing shows it (docs/specification.md §27).
  purpose:
    "To send the school's alerts, announcements and calendar changes the parent chose, by e-mail or to a mobile.",
  fields: [
    { key: "email", en: "Email", hi: "ई-मेल", optional: true },
    { key: "mobile", en: "Mobile number", hi: "मोबाइल नंबर", optional: true },
    { key: "topics", en: "Which alerts you want", hi: "आप कौन-से अलर्ट चाहते हैं", optional: true },
    { key: "language", en: "The language of the alerts", hi: "अलर्ट की भाषा" },
    CONSENT_NOTICE_FIELD,
  ],
  kept: {
    en: `Kept until you unsubscribe, with the link in every alert. An e-mail address that is not confirmed is erased ${CONFIRM_LINK_DAYS} days after the form was sent.`,
    hi: `जब तक आप हर अलर्ट में दिए लिंक से सदस्यता नहीं छोड़ते, तब तक रखा जाता है। जिस ई-मेल पते की पुष्टि नहीं हुई, वह फ़ॉर्म भेजने के ${CONFIRM_LINK_DAYS} दिन बाद मिटा दिया जाता है।`,
  },
  // Who else gets it (decision 0067): the alerts to a mobile go through the school's SMS or WhatsApp provider.
  shared: {
    en: "Your mobile number is given to the SMS or WhatsApp service that delivers the school's alerts to your mobile, and only for that.",
    hi: "आपका मोबाइल नंबर केवल उस एसएमएस या व्हाट्सऐप सेवा को दिया जाता है जो विद्यालय के अलर्ट आपके मोबाइल तक पहुँचाती है।",
  },
} as const;
