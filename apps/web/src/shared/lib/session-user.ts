import type { User } from '@lido/contract';
import type { Camelized } from './case-keys';

/** The signed-in user of `GET /api/auth/user` (SPEC.md section 3 `User`), camelCase. */
export type SessionUser = Camelized<User>;
