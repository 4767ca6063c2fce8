import { describe, expect, it } from "vitest";

import { mailboxOf } from "./mailbox";

describe("the mailbox of an address", () => {
  it("is the address in lower case, without spaces around it", () => {
    expect(mailboxOf("  Parent.Name@Example.COM ")).toBe("parent.name@example.com");
  });

  it("drops a +tag, at any domain", () => {
    expect(mailboxOf("parent+school@example.com")).toBe("parent@example.com");
    expect(mailboxOf("Parent+1+2@Example.com")).toBe("parent@example.com");
    expect(mailboxOf("ravi+x@gmail.com")).toBe("ravi@gmail.com");
  });

  it("drops the dots of a Gmail local part, and counts googlemail.com as gmail.com", () => {
    expect(mailboxOf("r.a.v.i@gmail.com")).toBe("ravi@gmail.com");
    expect(mailboxOf("R.avi+admissions@GoogleMail.com")).toBe("ravi@gmail.com");
    expect(mailboxOf("ravi@googlemail.com")).toBe("ravi@gmail.com");
  });

  it("keeps the dots everywhere else: there they name another mailbox", () => {
    expect(mailboxOf("r.avi@example.com")).toBe("r.avi@example.com");
    expect(mailboxOf("r.avi@gmail.co.in")).toBe("r.avi@gmail.co.in");
    expect(mailboxOf("r.avi@mail.gmail.com")).toBe("r.avi@mail.gmail.com");
  });

  it("keeps a local part that is only a tag, and reads the last @ as the domain's", () => {
    expect(mailboxOf("+news@example.com")).toBe("+news@example.com");
    expect(mailboxOf('"a@b"+x@example.com')).toBe('"a@b"@example.com');
  });

  it("gives every spelling of one mailbox the same key, and different mailboxes different keys", () => {
    const spellings = [
      "ravi.kumar@gmail.com",
      "RaviKumar@gmail.com",
      "r.a.v.i.k.u.m.a.r@googlemail.com",
      "ravikumar+school@gmail.com",
      "Ravi.Kumar+1@GMAIL.COM",
    ];
    expect(new Set(spellings.map(mailboxOf))).toEqual(new Set(["ravikumar@gmail.com"]));
    expect(mailboxOf("ravikumar@example.com")).not.toBe(mailboxOf("ravikumar@gmail.com"));
    expect(mailboxOf("ravi@gmail.com")).not.toBe(mailboxOf("ravikumar@gmail.com"));
  });
});
