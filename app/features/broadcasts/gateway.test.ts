import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";

import { signatureHeaders } from "./gateway.server";
import { internationalNumber } from "./messages.server";

describe("internationalNumber", () => {
  it.each([
    ["98123 45678", "+919812345678"],
    ["098123-45678", "+919812345678"],
    ["+91 98123 45678", "+919812345678"],
    ["91 9812345678", "+919812345678"],
    ["+44 20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
  ])("writes %s as %s", (typed, e164) => {
    expect(internationalNumber(typed)).toBe(e164);
  });
});

describe("signatureHeaders", () => {
  const secret = `whsec_${Buffer.from("a school's gateway secret, 32 b.").toString("base64")}`;
  const body = JSON.stringify({ type: "message.alert", data: { text: "कल विद्यालय बंद" } });

  it("signs as Standard Webhooks does, so that its library verifies the message", () => {
    const headers = signatureHeaders(secret, "msg_1", body, new Date());
    expect(() => new Webhook(secret).verify(body, headers)).not.toThrow();
  });

  it("does not hold for another body, another id or another secret", () => {
    const headers = signatureHeaders(secret, "msg_1", body, new Date());
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, "webhook-id": "msg_2" })).toThrow();
    const other = `whsec_${Buffer.from("another secret of thirty-two by.").toString("base64")}`;
    expect(() => new Webhook(other).verify(body, headers)).toThrow();
  });
});
