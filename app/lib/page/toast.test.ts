import { describe, expect, it } from "vitest";

import { toToast } from "./toast";
import { toastSchema } from "./toast.server";

describe("one toast type", () => {
  it("gives a toast an id of its own unless it is named", () => {
    const first = toToast({ type: "success", title: "Saved" });
    const second = toToast({ type: "success", title: "Saved" });
    expect(first.id).not.toBe(second.id);
    expect(toToast({ id: "validation-form", type: "error", title: "Required" }).id).toBe("validation-form");
  });

  it("drops a description that only says the title again", () => {
    expect(toToast({ type: "error", title: "Invalid input", description: "Invalid input" })).not.toHaveProperty(
      "description",
    );
    expect(toToast({ type: "error", title: "Validation Error", description: "Required" }).description).toBe("Required");
  });

  it("is what the server's cookie and answers carry", () => {
    expect(toastSchema.safeParse(toToast({ type: "info", title: "Hello" })).success).toBe(true);
    expect(toastSchema.safeParse({ id: "x", type: "warning", title: "Hello" }).success).toBe(false);
  });
});
