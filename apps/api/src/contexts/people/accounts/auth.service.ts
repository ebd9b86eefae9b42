import { randomUUID } from 'node:crypto';
import type { CustomerRegistration, SignedIn } from '@lido/contract';
import { calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import type { LoadCustomerStanding, QueueEmail, Sleep } from './account-ports';
import {
  customerReference,
  findCustomerByLogin,
  findCustomerIdByEmail,
  findStaffByEmail,
  isUniqueViolation,
  nextCustomerId,
  isOperatorsVenue,
  type CustomerRow,
  type StaffUserRow,
} from './accounts.repository';
import { insertSession, revokeSession } from './sessions.repository';
import { customers } from './accounts.tables';
import type { RunAfterResponse } from './after-response';
import {
  admitLoginAttempt,
  FAILED_LOGIN_DELAY_MS,
  noteSuccessfulLogin,
  type SignInThrottlePolicy,
} from './login-throttle';
import { operatorAndVenueNames } from './operator-names';
import { hashPassword, isUsablePasswordHash, verifyPassword } from './password-hashing';
import { weakPasswordProblem } from './password-strength';
import { createSecretToken } from './secret-tokens';
import { describeCustomer, describeStaff, requireOperator } from './user-view';
import { expiryAfterUse } from './session-expiry';

export interface AccountsDeps {
  db: Database;
  clock: Clock;
  sessionLifetimeDays: number;
  sessionIdleMinutes: number;
  queueEmail: QueueEmail;
  loadStanding: LoadCustomerStanding;
  /** Waits before answering a failed sign-in; tests inject one that does not wait. */
  sleep: Sleep;
  signInThrottle: SignInThrottlePolicy;
  /** Password-reset emails per customer; requests past it get the same answer and no email. */
  resetEmailLimit: { max: number; windowMs: number };
  /** Forgotten-password work that must not delay (and so reveal) the answer. */
  runAfterResponse: RunAfterResponse;
}

export interface RequestOrigin {
  ipAddress: string;
  userAgent: string | null;
}

/** One answer for a wrong password and for an unknown account, so neither reveals the other. */
export const INVALID_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';

// Sessions

export async function startSession(
  deps: Pick<AccountsDeps, 'clock' | 'sessionIdleMinutes' | 'sessionLifetimeDays'>,
  db: Database,
  subject: { customerId: number } | { staffUserId: number },
  origin: RequestOrigin,
): Promise<string> {
  const now = deps.clock.now();
  const { token, hash } = createSecretToken();
  await insertSession(db, {
    id: randomUUID(),
    tokenHash: hash,
    ...subject,
    createdAt: now,
    expiresAt: expiryAfterUse(deps, now, now),
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export async function logout(deps: AccountsDeps, caller: Caller): Promise<void> {
  await revokeSession(deps.db, caller.sessionId, deps.clock.now());
}

// Registration

export async function registerCustomer(
  deps: AccountsDeps,
  body: CustomerRegistration,
  onboardingType: string | null | undefined,
  origin: RequestOrigin,
): Promise<SignedIn> {
  const { db, clock } = deps;
  const operator = await requireOperator(db);
  const errors: Record<string, string[]> = {};
  if (body.client_id !== operator.clientId) {
    errors.client_id = ['The selected client id is invalid.'];
  }
  if (body.date_of_birth >= calendarDateIn(clock.now())) {
    errors.date_of_birth = ['The date of birth must be a date before today.'];
  }
  if (body.home_venue_id && !(await isOperatorsVenue(db, body.home_venue_id, operator.id))) {
    errors.home_venue_id = ['The selected home venue id is invalid.'];
  }
  if (await findCustomerIdByEmail(db, body.email)) errors.email = [EMAIL_TAKEN_MESSAGE];
  const weakPassword = weakPasswordProblem(
    body.password,
    { firstName: body.first_name, lastName: body.last_name, email: body.email },
    await operatorAndVenueNames(db),
  );
  if (weakPassword) errors.password = [weakPassword];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const id = await nextCustomerId(tx);
      const [customer] = await tx
        .insert(customers)
        .values({
          id,
          operatorId: operator.id,
          reference: customerReference(id),
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          dateOfBirth: body.date_of_birth,
          gender: body.gender ?? null,
          phone: body.phone ?? null,
          addressLine1: body.address_line_1 ?? null,
          addressLine2: body.address_line_2 ?? null,
          town: body.town ?? null,
          postcode: body.postcode ?? null,
          homeVenueId: body.home_venue_id ?? null,
          registrationSource: body.source ?? null,
          onboardingType: onboardingType ?? null,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        })
        .returning();
      if (!customer) throw new Error('the customer insert returned nothing');
      const token = await startSession(deps, tx, { customerId: customer.id }, origin);
      return {
        status: 'success' as const,
        token,
        user: await describeCustomer({ ...deps, db: tx }, customer),
      };
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw validationFailed({ email: [EMAIL_TAKEN_MESSAGE] });
    throw error;
  }
}

// Sign-in

let decoyHash: Promise<string> | undefined;
/** Verifying against a decoy keeps an unknown account as slow to answer as a wrong password. */
function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}

export async function login(
  deps: AccountsDeps,
  kind: 'customer' | 'staff',
  credentials: { username: string; password: string },
  origin: RequestOrigin,
): Promise<SignedIn> {
  const { db, clock } = deps;
  const now = clock.now();
  const username = credentials.username.trim().toLowerCase();
  const account =
    kind === 'customer'
      ? await findCustomerByLogin(db, username)
      : await findStaffByEmail(db, username);
  const attempt = {
    accountKey: account ? `${kind}:${account.id}` : `unknown-${kind}:${username}`,
    ipAddress: origin.ipAddress,
    now,
  };
  // Counted before the password is checked, so parallel guesses cannot outrun the count.
  await admitLoginAttempt(db, deps.signInThrottle, attempt);

  // Staff invited to choose a password have none yet: refused as slowly as a wrong one.
  const passwordHash = account?.passwordHash;
  const isValid = isUsablePasswordHash(passwordHash)
    ? await verifyPassword(passwordHash, credentials.password)
    : (await verifyPassword(await decoyPasswordHash(), credentials.password)) && false;
  if (!account || !isValid) {
    await deps.sleep(FAILED_LOGIN_DELAY_MS);
    throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
  }

  await noteSuccessfulLogin(db, deps.signInThrottle, attempt);
  if (kind === 'staff') {
    const staff = account as StaffUserRow;
    const token = await startSession(deps, db, { staffUserId: staff.id }, origin);
    return { status: 'success', token, user: await describeStaff(db, staff) };
  }
  const customer = account as CustomerRow;
  const token = await startSession(deps, db, { customerId: customer.id }, origin);
  return { status: 'success', token, user: await describeCustomer(deps, customer) };
}

export function validationFailed(errors: Record<string, string[]>): DomainError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new DomainError('VALIDATION_FAILED', first, errors);
}
