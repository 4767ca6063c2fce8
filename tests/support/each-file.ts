// Run before each test file (vitest.config.ts's setupFiles). The files of a worker share one module graph, one after
// another (decision 0078): each starts from the environment the run began with, read afresh, on real timers.
import { vi } from "vitest";

import { forgetEnv } from "~/lib/server/env.server";

const holder = globalThis as { startingEnvironment?: Record<string, string | undefined> };
holder.startingEnvironment ??= { ...process.env };
const starting = holder.startingEnvironment;
for (const name of Object.keys(process.env)) if (!(name in starting)) delete process.env[name];
Object.assign(process.env, starting);
forgetEnv();
vi.useRealTimers();
