import { describe, expect, it } from "vitest";

import { wordedChoices } from "./worded-choices";

describe("choices written with their words", () => {
  const choices = wordedChoices({
    month: "Every month",
    admission: "Once, at admission",
    bank_transfer: "Bank transfer",
  });

  it("lists the values in the order they are written", () => {
    expect(choices.values).toEqual(["month", "admission", "bank_transfer"]);
  });

  it("gives each value its word, and a select's options in the same order", () => {
    expect(choices.words.admission).toBe("Once, at admission");
    expect(choices.options).toEqual([
      { value: "month", label: "Every month" },
      { value: "admission", label: "Once, at admission" },
      { value: "bank_transfer", label: "Bank transfer" },
    ]);
  });
});
