import { describe, expect, it } from "vitest";

import {
  admissionBeyondSeats,
  ageAgainst,
  ageInMonths,
  applicationNumber,
  applicationsOpen,
  classCode,
  defaultAgeMonths,
  defaultCutOff,
  mayMove,
  nextStages,
  normalisedApplicationNumber,
  seatState,
  type ClassCounts,
} from "./rules";

describe("the age rule", () => {
  it("counts whole months to the cut-off date", () => {
    expect(ageInMonths("2024-03-31", "2027-03-31")).toBe(36);
    expect(ageInMonths("2024-04-01", "2027-03-31")).toBe(35);
    expect(ageInMonths("2024-03-01", "2027-03-31")).toBe(36);
    // Born on the 31st: the month is complete on a shorter month's last day.
    expect(ageInMonths("2023-01-31", "2023-02-28")).toBe(1);
    expect(ageInMonths("2023-01-31", "2023-02-27")).toBe(0);
    // Leap day.
    expect(ageInMonths("2020-02-29", "2021-02-28")).toBe(12);
  });

  it("says whether a child is inside a class's ages, younger or older", () => {
    const nursery = { minMonths: 36, maxMonths: 47, cutOff: "2027-03-31" };
    expect(ageAgainst("2024-03-31", nursery)).toBe("inside");
    expect(ageAgainst("2023-04-01", nursery)).toBe("inside");
    expect(ageAgainst("2024-04-01", nursery)).toBe("younger");
    expect(ageAgainst("2023-03-31", nursery)).toBe("older");
    expect(ageAgainst("2010-01-01", { ...nursery, maxMonths: null })).toBe("inside");
  });

  it("defaults to 31 March of the session's first year, Nursery from 3 years and a year more for each class", () => {
    expect(defaultCutOff("2027-28")).toBe("2027-03-31");
    expect(defaultAgeMonths("Nursery")).toEqual({ min: 36, max: 47 });
    expect(defaultAgeMonths("Class I")).toEqual({ min: 72, max: 83 });
    expect(defaultAgeMonths("Class XII")).toEqual({ min: 17 * 12, max: 17 * 12 + 11 });
  });
});

describe("application numbers", () => {
  it("write the session, the class and a four-digit number", () => {
    expect(applicationNumber("2027-28", "Class I", 42)).toBe("2027-28/I/0042");
    expect(applicationNumber("2027-28", "Nursery", 1)).toBe("2027-28/N/0001");
    expect(applicationNumber("2027-28", "UKG", 12345)).toBe("2027-28/UKG/12345");
    expect(classCode("Class XII")).toBe("XII");
  });

  it("are read as a parent types them", () => {
    expect(normalisedApplicationNumber(" 2027-28 / i / 42 ")).toBe("2027-28/I/0042");
    expect(normalisedApplicationNumber("2027-28/LKG/0007")).toBe("2027-28/LKG/0007");
    expect(normalisedApplicationNumber("2027/I/42")).toBeNull();
    expect(normalisedApplicationNumber("")).toBeNull();
  });
});

describe("stages", () => {
  it("go one step at a time, through an interaction only where the class has one", () => {
    expect(mayMove("submitted", "documents_checked", false)).toBe(true);
    expect(mayMove("submitted", "offered", false)).toBe(false);
    expect(mayMove("documents_checked", "offered", false)).toBe(true);
    expect(mayMove("documents_checked", "interaction", false)).toBe(false);
    expect(mayMove("documents_checked", "interaction", true)).toBe(true);
    expect(mayMove("documents_checked", "offered", true)).toBe(false);
    expect(mayMove("offered", "fee_received", true)).toBe(true);
    expect(mayMove("offered", "admitted", true)).toBe(false);
    expect(mayMove("fee_received", "admitted", false)).toBe(true);
  });

  it("may step aside to the waitlist, withdrawn or not offered, and come back", () => {
    expect(nextStages("submitted", false)).toEqual(["documents_checked", "waitlisted", "withdrawn", "not_offered"]);
    expect(mayMove("waitlisted", "offered", false)).toBe(true);
    expect(mayMove("waitlisted", "interaction", true)).toBe(true);
    expect(mayMove("admitted", "withdrawn", false)).toBe(true);
    expect(mayMove("admitted", "not_offered", false)).toBe(false);
    expect(mayMove("withdrawn", "submitted", false)).toBe(true);
    expect(mayMove("not_offered", "offered", false)).toBe(false);
  });
});

describe("seats", () => {
  const counts = (over: Partial<ClassCounts>): ClassCounts => ({
    seats: 40,
    applications: 0,
    offered: 0,
    feeReceived: 0,
    admitted: 0,
    waitlisted: 0,
    ...over,
  });

  it("are available, few or waitlist only, counting every offer and admission", () => {
    expect(seatState(counts({ offered: 10, admitted: 20 }))).toBe("available");
    expect(seatState(counts({ offered: 10, feeReceived: 5, admitted: 21 }))).toBe("few");
    expect(seatState(counts({ offered: 10, admitted: 30 }))).toBe("waitlist");
    expect(seatState(counts({ seats: 0 }))).toBe("waitlist");
    // A small class: two left is few.
    expect(seatState(counts({ seats: 5, admitted: 3 }))).toBe("few");
    expect(seatState(counts({ seats: 5, admitted: 2 }))).toBe("available");
  });

  it("ask staff to confirm an admission beyond them", () => {
    expect(admissionBeyondSeats({ seats: 40, admitted: 39 })).toBe(false);
    expect(admissionBeyondSeats({ seats: 40, admitted: 40 })).toBe(true);
  });
});

describe("the window", () => {
  it("is open from the opening day to the closing day", () => {
    const window = { opensOn: "2026-12-01", closesOn: "2027-03-31" };
    expect(applicationsOpen(window, "2026-11-30")).toBe(false);
    expect(applicationsOpen(window, "2026-12-01")).toBe(true);
    expect(applicationsOpen(window, "2027-03-31")).toBe(true);
    expect(applicationsOpen(window, "2027-04-01")).toBe(false);
    expect(applicationsOpen(null, "2027-01-01")).toBe(false);
  });
});
