// The only reader of process.env in the journeys workspace.
export const e2eEnv = {
  /**
   * Chromium's headless shell, as Playwright runs headless Chromium by default: the same Blink and
   * V8 without the full browser's windowing, which cost the journeys two thirds more CPU (issue 40).
   */
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  isCi: Boolean(process.env.CI),
  /** Journeys can run against an already running server instead of starting their own. */
  externalBaseUrl: process.env.LIDO_E2E_BASE_URL,
};

/**
 * Playwright loads its config in the runner and again in every worker. A value made once in the
 * runner (a free port, a temporary directory) is kept in the environment, which the workers inherit.
 */
export function keptForThisRun(name: string, make: () => string): string {
  const key = `LIDO_E2E_${name}`;
  const kept = process.env[key];
  if (kept) return kept;
  const value = make();
  process.env[key] = value;
  return value;
}
