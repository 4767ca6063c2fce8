/**
 * The go-live checklist of a fresh install: every setting a parent would see is
 * still as seeded, in the settings form's order (the unit and the integration
 * tests of the checklist expect the same list).
 */
export const STILL_AS_SEEDED = [
  "logo",
  "streetAddress",
  "mapUrl",
  "phonePrimary",
  "phoneSecondary",
  "email",
  "facebookUrl",
  "instagramUrl",
  "youtubeUrl",
  "applicationForm",
  "notifyVisitRequestsEmail",
  "notifyEnquiriesEmail",
  "notifyContactEmail",
  "upiId",
  "privacyContactName",
];
