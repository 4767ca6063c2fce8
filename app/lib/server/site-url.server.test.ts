import { describe, expect, it } from "vitest";

import { parseEnv } from "./env.server";
import { isUsableHost, siteAddressSummary, trustedOrigin } from "./site-url.server";

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

describe("a Host header that names a host", () => {
  it("is a name or an address, with or without a port", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "www.school.example",
      "203.0.113.7:8080",
      "[::1]:3000",
      "localhost:80",
      "schüle.example",
    ]) {
      expect(isUsableHost(host), host).toBe(true);
    }
  });

  it("is not missing (HTTP/1.0), empty, or something no URL can hold", () => {
    for (const host of [
      undefined,
      "",
      "a b",
      "[",
      "exa%mple",
      ":80",
      "localhost:99999",
      "localhost:port",
      "[@&",
      "a@b",
      "a/b",
      "a?b",
    ]) {
      expect(isUsableHost(host), String(host)).toBe(false);
    }
  });
});
