/**
 * The per-account sign-in limits: at most this many passwords (or second-factor codes) are checked per account within
 * the window; each is counted before it is checked, and only a success gives its count back (src/server/auth/attempts.ts).
 * Counted for unknown addresses too, so the answer never tells whether an account exists. (The per-address limit is
 * Better Auth's, in src/server/auth/auth.ts.)
 */
export const SIGN_IN_LOCKOUT = { attempts: 5, windowMinutes: 15 } as const;
export const SECOND_FACTOR_LOCKOUT = { attempts: 5, windowMinutes: 15 } as const;
