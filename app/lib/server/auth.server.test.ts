import { describe, expect, it } from "vitest";

import { authBaseURL } from "./auth.server";

describe("sign-in's base URL", () => {
  it("is SITE_URL's origin when it is set", () => {
    expect(authBaseURL({ SITE_URL: "https://school.example/path", ALLOWED_HOSTS: [], PORT: 3000 })).toBe(
      "https://school.example",
    );
  });

  it("is otherwise the request's host when ALLOWED_HOSTS names it, at any port, or this server's own address", () => {
    expect(authBaseURL({ SITE_URL: undefined, ALLOWED_HOSTS: ["school.example"], PORT: 3000 })).toEqual({
      allowedHosts: ["school.example", "school.example:*"],
      fallback: "http://localhost:3000",
    });
    expect(authBaseURL({ SITE_URL: undefined, ALLOWED_HOSTS: [], PORT: 8080 })).toMatchObject({
      allowedHosts: ["localhost", "localhost:*", "127.0.0.1", "127.0.0.1:*", "[::1]", "[::1]:*"],
    });
  });
});
