import path from "node:path";
import { z } from "zod";
import type { SiteConfig } from "../content/site";
import { siteConfigFromEnv, siteEnvSchema } from "../content/site-env";

/** Every environment variable the server reads, parsed once at start (README "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DIST_DIR: z.string().min(1).default("./dist"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  NAVIGATOR_PROVIDER: z.enum(["offline", "openai"]).default("offline"),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Nullspace Portal <no-reply@nullspace.example>"),
  FORM_RELAY_URL: z.union([z.url(), z.literal("")]).default(""),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  AUTORESPONSE_PER_HOUR: z.coerce.number().int().min(0).default(60),
  NAVIGATOR_LOG: siteEnvSchema.shape.NAVIGATOR_LOG,
  NAVIGATOR_LOG_DAYS: siteEnvSchema.shape.NAVIGATOR_LOG_DAYS,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  site: SiteConfig;
  /** Absolute path of the directory holding the client build (prerendered pages and assets). */
  clientDir: string;
  dataDir: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

type EnvLike = Record<string, string | undefined>;

/** Parse the environment; throws a ConfigError listing every bad variable in one readable message. */
export function loadConfig(env: EnvLike = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join(".") || "env"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  let site: SiteConfig;
  try {
    site = siteConfigFromEnv(env);
  } catch (error) {
    const issues = error instanceof z.ZodError ? error.issues : [];
    const lines = issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    ...e,
    site,
    clientDir: path.resolve(e.DIST_DIR, "client"),
    dataDir: path.resolve(e.DATA_DIR),
    ...overrides,
  };
}

/**
 * The configuration for a process entry (the server, the operational scripts): a bad environment prints the
 * readable list of bad values and exits with status 1 instead of a stack trace.
 */
export function loadConfigOrExit(env: EnvLike = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
