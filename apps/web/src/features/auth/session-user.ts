// The signed-in customer as the web reads it. The auth routes join @lido/contract with the
// accounts issue; these are the fields of `GET /api/auth/user` that the shell uses.
export interface SessionUser {
  id: number;
  reference?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  homeVenueSlug?: string | null;
}
