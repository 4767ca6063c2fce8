// The forms' lists in Hindi, as the glossary writes them (docs/hindi-glossary.md, docs/specification.md §21): written
// out once for the tests that read them in the catalog, in mail and on the Hindi pages. Plain strings: no macro, so
// the browser tests may import them too.

/** The classes, Nursery to Class 12, in the order of the form's list. */
export const HINDI_CLASSES = [
  "नर्सरी",
  "एलकेजी",
  "यूकेजी",
  ...Array.from({ length: 12 }, (_, index) => `कक्षा ${index + 1}`),
];

/** Relationship to the student: father, mother, guardian, sibling, relative, other. */
export const HINDI_RELATIONSHIPS = ["पिता", "माता", "संरक्षक", "भाई-बहन", "रिश्तेदार", "अन्य"];

/** A visit's times, 9:00 AM to 4:00 PM: the part of the day, Latin digits. */
export const HINDI_VISIT_TIMES = [
  "सुबह 9:00 बजे",
  "सुबह 10:00 बजे",
  "सुबह 11:00 बजे",
  "दोपहर 12:00 बजे",
  "दोपहर 1:00 बजे",
  "दोपहर 2:00 बजे",
  "दोपहर 3:00 बजे",
  "शाम 4:00 बजे",
];
