import { describe, expect, it } from "vitest";
import { z } from "zod";

import { optionalText, requiredText } from "./form-fields";
import { firstMessage, schemaConstraint } from "./schema-form";

// The HTML constraints a form's fields get come from the schema the server
// checks it with; none is copied into a component by hand.
describe("a form's constraints come from its schema", () => {
  it("gives a text its lengths and whether it is required, through trim, optional and pipes", () => {
    const schema = z.object({
      name: requiredText("Name is required", 100, "Name must be less than 100 characters"),
      school: optionalText(200, "School must be less than 200 characters"),
      password: z.string().min(6, "Password must be at least 6 characters").max(72, "Too long"),
      email: z.string().trim().min(1).max(255).pipe(z.email("Invalid email address")),
    });
    expect(schemaConstraint(schema)).toEqual({
      name: { required: true, minLength: 1, maxLength: 100 },
      school: { required: false, maxLength: 200 },
      password: { required: true, minLength: 6, maxLength: 72 },
      email: { required: true, minLength: 1, maxLength: 255 },
    });
  });

  it("gives a number its bounds", () => {
    const schema = z.object({ order: z.coerce.number().int().min(1).max(1_000_000), share: z.number().gt(0) });
    expect(schemaConstraint(schema).order).toMatchObject({ required: true, min: 1, max: 1_000_000 });
    // HTML cannot say "more than 0": the schema alone refuses it.
    expect(schemaConstraint(schema).share).toEqual({ required: true });
  });

  it("reads a form that is transformed as a whole (getZodConstraint alone refuses it)", () => {
    const schema = z
      .object({ title: z.string().max(100), allDay: z.boolean().optional() })
      .transform((form) => ({ ...form, saved: true }));
    expect(schemaConstraint(schema)).toMatchObject({
      title: { required: true, maxLength: 100 },
      allDay: { required: false },
    });
  });

  it("keeps a field one tab of a form asks for as required as that tab says", () => {
    const schema = z.discriminatedUnion("mode", [
      z.object({ mode: z.literal("file"), title: z.string().max(100), file: z.file() }),
      z.object({ mode: z.literal("url"), title: z.string().max(100), imageUrl: z.string().max(500) }),
    ]);
    expect(schemaConstraint(schema)).toMatchObject({
      title: { required: true, maxLength: 100 },
      file: { required: true },
      imageUrl: { required: true, maxLength: 500 },
    });
  });
});

describe("the first message of a refused form", () => {
  it("is the first field's first message, or none", () => {
    expect(
      firstMessage({ name: null, email: ["Invalid email address", "Too long"], phone: ["Phone is required"] }),
    ).toBe("Invalid email address");
    expect(firstMessage({})).toBeUndefined();
    expect(firstMessage(null)).toBeUndefined();
  });
});
