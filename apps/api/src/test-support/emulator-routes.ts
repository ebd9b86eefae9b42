import { z } from 'zod';
import {
  CardDetails,
  ChallengeCompletion,
  InstructionRequest,
  SecurityCodeParams,
  SecurityCodeRequest,
  TransactionParams,
  TransactionRequest,
} from '@lido/emulators/opayo/testing';
import { OPAYO_SANDBOX_API, OPAYO_SANDBOX_PREFIX } from '@lido/emulators/opayo';
import type { RequestShape } from './contract-fields';

/**
 * The built-in Opayo emulator's routes, in the contract's shape, for the fuzz test: they are
 * Opayo's API, not Lido's, so the contract does not list them. Bodies read loosely by a route
 * (`.loose()`) are listed with the fields it reads.
 */
export const emulatorRoutes: readonly RequestShape[] = [
  {
    method: 'POST',
    path: `${OPAYO_SANDBOX_API}/merchant-session-keys`,
    body: z.object({ vendorName: z.string() }),
  },
  { method: 'POST', path: `${OPAYO_SANDBOX_API}/card-identifiers`, body: CardDetails },
  {
    method: 'POST',
    path: `${OPAYO_SANDBOX_API}/card-identifiers/:cardIdentifier/security-code`,
    params: SecurityCodeParams,
    body: SecurityCodeRequest,
  },
  { method: 'POST', path: `${OPAYO_SANDBOX_API}/transactions`, body: TransactionRequest },
  {
    method: 'GET',
    path: `${OPAYO_SANDBOX_API}/transactions/:transactionId`,
    params: TransactionParams,
  },
  {
    method: 'POST',
    path: `${OPAYO_SANDBOX_API}/transactions/:transactionId/3d-secure-challenge`,
    params: TransactionParams,
    body: ChallengeCompletion,
  },
  {
    method: 'POST',
    path: `${OPAYO_SANDBOX_API}/transactions/:transactionId/instructions`,
    params: TransactionParams,
    body: InstructionRequest,
  },
  {
    method: 'GET',
    path: `${OPAYO_SANDBOX_API}/transactions/:transactionId/instructions`,
    params: TransactionParams,
  },
  {
    method: 'POST',
    path: `${OPAYO_SANDBOX_PREFIX}/acs`,
    body: z.object({ creq: z.string(), threeDSSessionData: z.string().optional() }),
  },
];
