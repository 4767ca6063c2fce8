import { describe, expect, it } from "vitest";

import { parseEnv } from "./env.server";
import { siteAddressSummary, trustedOrigin } from "./site-url.server";

const request = (url: string) => new Request(url);

describe("the site's public address", () => {
  it("is SITE_URL when set, whatever Host a request names", () => {
    const settings = parseEnv({ SITE_URL: "https://school.example/", ALLOWED_HOSTS: "other.example" });
    expect(trustedOrigin(request("http://evil.example/"), settings)).toBe("https://school.example");
  });

  it("is the request's own origin for a host ALLOWED_HOSTS names, and none for another", () => {
    const settings = parseEnv({ ALLOWED_HOSTS: "school.example, www.school.example" });
    expect(trustedOrigin(request("https://WWW.school.example/x"), settings)).toBe("https://www.school.example");
    expect(trustedOrigin(request("http://evil.example/"), settings)).toBeNull();
    expect(trustedOrigin(request("http://localhost:3000/"), settings)).toBeNull();
  });

  it("out of the box (npm start on a laptop), is localhost's and nobody else's", () => {
    const settings = parseEnv({});
    for (const url of ["http://localhost:3000/", "http://127.0.0.1:3000/", "http://[::1]:3000/"]) {
      expect(trustedOrigin(request(url), settings)).toBe(new URL(url).origin);
    }
    expect(trustedOrigin(request("http://evil.example/"), settings)).toBeNull();
    expect(trustedOrigin(request("http://localhost.evil.example/"), settings)).toBeNull();
  });

  it("is said at start-up", () => {
    expect(siteAddressSummary(parseEnv({ SITE_URL: "https://school.example" }))).toBe(
      "Public address: https://school.example (SITE_URL)",
    );
    expect(siteAddressSummary(parseEnv({ ALLOWED_HOSTS: "school.example" }))).toBe(
      "Public address: the request's host, when it is one of school.example (ALLOWED_HOSTS)",
    );
    expect(siteAddressSummary(parseEnv({}))).toBe(
      "Public address: the request's host on localhost only; set SITE_URL or ALLOWED_HOSTS to serve a domain",
    );
  });
});
