import { z } from "zod";

const emptyAsUnset = z.literal("").transform(() => undefined);
const optionalText = z.string().trim().min(1).optional().or(emptyAsUnset);

export const S3_SETTINGS = [
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

// Every setting the server reads, checked once at start so a bad value stops
// start-up with a clear message instead of failing later on a request.
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    DATA_DIR: z.string().min(1).default("./data"),
    UPLOADS_DIR: z.string().min(1).default("./uploads"),
    SCHOOL_TIMEZONE: z
      .string()
      .default("Asia/Kolkata")
      .refine(isTimeZone, "must be an IANA time zone such as Asia/Kolkata"),
    SITE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    // Without SITE_URL: the host names (no scheme, no port) whose requests may have their own address
    // written out in canonical links, the sitemap and robots.txt. Unset: localhost only.
    ALLOWED_HOSTS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every(isHostName), "must be host names separated by commas, such as school.example"),
    // Hosts the server may reach inside the school's network though staff typed them (decision 0080): a text-message
    // gateway on the school's own network. Names or addresses, separated by commas. Unset: none.
    ALLOW_INSIDE_HOSTS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((host) =>
            host
              .trim()
              .toLowerCase()
              .replace(/^\[|\]$/g, ""),
          )
          .filter(Boolean),
      ),
    // Behind a reverse proxy: how many proxies (or which addresses) to trust for
    // the client's address, as Express's "trust proxy" setting. Unset: none.
    TRUST_PROXY: z.string().optional(),
    // The key that signs session cookies; by default one is made on first start and kept in the database.
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    // Session cookies are Secure in production; "false" only for a site served over plain HTTP on a LAN.
    SECURE_COOKIES: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    // S3-compatible object storage for uploads (MinIO, R2, Spaces, AWS): all five, or none for UPLOADS_DIR.
    S3_BUCKET: optionalText,
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .optional()
      .or(emptyAsUnset),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // Backups (decision 0030): where they go without object storage, and when the nightly one is taken
    // (HH:MM in SCHOOL_TIMEZONE) or "off".
    BACKUP_DIR: z.string().min(1).default("./backups"),
    BACKUP_SCHEDULE: z
      .string()
      .trim()
      .default("02:00")
      .refine((value) => value === "off" || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
        message: 'must be a time of day such as 02:00 (24-hour, school time), or "off"',
      }),
    // The weekly link check (docs/specification.md §25, decision 0068), or "off" (the browser tests' shared server);
    // "Check Links Now" works either way.
    LINK_CHECK: z.enum(["weekly", "off"], { error: 'must be "weekly" or "off"' }).default("weekly"),
    // How much the server logs (one JSON line per request at info): fatal, error, warn, info, debug, trace or silent.
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // E-mail (decision 0024): the SMTP server that sends the outbox, and who the mail is from.
    // Without SMTP_URL mail waits in the outbox and the dashboard says so.
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@host:587" })
      .optional()
      .or(emptyAsUnset),
    MAIL_FROM: z
      .string()
      .trim()
      .refine(isMailbox, 'must be an e-mail address, or a name and one: "School Office <office@school.example>"')
      .optional()
      .or(emptyAsUnset),
  })
  .superRefine((settings, ctx) => {
    if (settings.SMTP_URL && !settings.MAIL_FROM) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_FROM"],
        message: "is required with SMTP_URL: the address mail is sent from",
      });
    }
    const missing = S3_SETTINGS.filter((name) => !settings[name]);
    if (missing.length > 0 && missing.length < S3_SETTINGS.length) {
      ctx.addIssue({
        code: "custom",
        path: ["S3"],
        message: `set all of ${S3_SETTINGS.join(", ")} to store uploads in object storage, or none of them (missing: ${missing.join(", ")})`,
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** A bare host name or address, as a URL would give it back: no scheme, port, path or user. */
function isHostName(host: string) {
  return URL.canParse(`http://${host}`) && new URL(`http://${host}`).hostname === host;
}

/** "office@school.example" or "School Office <office@school.example>". */
function isMailbox(value: string) {
  const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value;
  return z.email().safeParse(address.trim()).success;
}

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment settings:\n${problems}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Reads the environment afresh when it is next asked for. The tests' own: each test file starts from the
 * environment the run began with, in a module graph the files share (decision 0078). What is made from the
 * settings (the uploads' store, the backups') is made again with them.
 */
export function forgetEnv() {
  cached = undefined;
}

/** Whether cookies carry Secure: in production, unless SECURE_COOKIES=false (plain HTTP on a school LAN). */
export const secureCookies = () => env().NODE_ENV === "production" && env().SECURE_COOKIES;
