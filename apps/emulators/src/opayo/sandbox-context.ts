import type { Clock, Database } from '../ports';
import type { SandboxAuth } from './sandbox-auth';

export const OPAYO_SANDBOX_PREFIX = '/api/sandbox/opayo';
/** Where the emulated Opayo Pi API is mounted (Opayo's own ends in /api/v1 too). */
export const OPAYO_SANDBOX_API = `${OPAYO_SANDBOX_PREFIX}/api/v1`;

export interface OpayoSandboxConfig {
  integrationKey: string;
  integrationPassword: string;
  vendorName: string;
}

/** What every handler of the emulator works with. */
export interface SandboxContext {
  db: Database;
  clock: Clock;
  config: OpayoSandboxConfig;
  auth: SandboxAuth;
}

/** Emulator routes stay out of Lido's OpenAPI document: they are Opayo's API, not Lido's. */
export const hidden = { hide: true } as const;
