import { z } from "zod";

// Every setting the server reads, checked once at start so a bad value stops
// start-up with a clear message instead of failing later on a request.
const envSchema = z.object({
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
  SITE_URL: z.url().optional(),
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
});

export type Env = z.infer<typeof envSchema>;

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
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment settings:\n${problems}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
