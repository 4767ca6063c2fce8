import { describe, expect, it } from "vitest";

import { parseEnv } from "./env.server";

describe("environment settings", () => {
  it("defaults to the embedded database, port 3000 and India time", () => {
    const settings = parseEnv({});
    expect(settings).toMatchObject({ PORT: 3000, DATA_DIR: "./data", SCHOOL_TIMEZONE: "Asia/Kolkata" });
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it("backs up nightly at 02:00 into ./backups unless told otherwise, and refuses a time that is not one", () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_DIR: "./backups", BACKUP_SCHEDULE: "02:00" });
    expect(parseEnv({ BACKUP_SCHEDULE: "off", BACKUP_DIR: "/srv/backups" })).toMatchObject({
      BACKUP_DIR: "/srv/backups",
      BACKUP_SCHEDULE: "off",
    });
    expect(parseEnv({ BACKUP_SCHEDULE: "23:45" }).BACKUP_SCHEDULE).toBe("23:45");
    for (const bad of ["2:00", "24:00", "02:60", "2am", "never"]) {
      expect(() => parseEnv({ BACKUP_SCHEDULE: bad })).toThrow(/BACKUP_SCHEDULE: must be a time of day such as 02:00/);
    }
  });

  it("checks links weekly unless LINK_CHECK is off, and refuses any other value", () => {
    expect(parseEnv({}).LINK_CHECK).toBe("weekly");
    expect(parseEnv({ LINK_CHECK: "off" }).LINK_CHECK).toBe("off");
    expect(() => parseEnv({ LINK_CHECK: "daily" })).toThrow(/LINK_CHECK: must be "weekly" or "off"/);
  });

  it("treats an empty DATABASE_URL as not set", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts a PostgreSQL URL and a PORT override", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@db:5432/school", PORT: "8080" })).toMatchObject({
      DATABASE_URL: "postgres://u@db:5432/school",
      PORT: 8080,
    });
  });

  it("reads ALLOWED_HOSTS as a list of host names, none by default", () => {
    expect(parseEnv({}).ALLOWED_HOSTS).toEqual([]);
    expect(parseEnv({ ALLOWED_HOSTS: " School.Example, www.school.example,," }).ALLOWED_HOSTS).toEqual([
      "school.example",
      "www.school.example",
    ]);
  });

  it("reads the SMTP server and the sender; neither is needed", () => {
    expect(parseEnv({ SMTP_URL: "", MAIL_FROM: "" })).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: undefined });
    expect(
      parseEnv({
        SMTP_URL: "smtps://office%40school.example:pw@mail.example:465",
        MAIL_FROM: "School <office@school.example>",
      }),
    ).toMatchObject({
      SMTP_URL: "smtps://office%40school.example:pw@mail.example:465",
      MAIL_FROM: "School <office@school.example>",
    });
  });

  it.each([
    [{ DATABASE_URL: "mysql://db/school" }, "DATABASE_URL: must start with postgres:// or postgresql://"],
    [{ PORT: "http" }, "PORT:"],
    [{ SCHOOL_TIMEZONE: "Mars/Olympus" }, "SCHOOL_TIMEZONE: must be an IANA time zone such as Asia/Kolkata"],
    [{ SITE_URL: "javascript:alert(1)" }, "SITE_URL: must be an http:// or https:// URL"],
    [{ ALLOWED_HOSTS: "https://school.example" }, "ALLOWED_HOSTS: must be host names separated by commas"],
    [{ ALLOWED_HOSTS: "school.example:3000" }, "ALLOWED_HOSTS: must be host names separated by commas"],
    [{ ALLOWED_HOSTS: "school.example/admin" }, "ALLOWED_HOSTS: must be host names separated by commas"],
    [{ SMTP_URL: "http://mail.example:587", MAIL_FROM: "a@b.example" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ SMTP_URL: "smtp://mail.example:587" }, "MAIL_FROM: is required with SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example", MAIL_FROM: "office" }, "MAIL_FROM: must be an e-mail address"],
    [{ MAIL_FROM: "Office <not an address>" }, "MAIL_FROM: must be an e-mail address"],
  ])("stops start-up with a clear message for %j", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});
