/**
 * The per-account sign-in lockout: after this many failed sign-ins within the window, the account refuses
 * sign-ins until the window has passed since the last failure. Counted for unknown addresses too, so the answer
 * never tells whether an account exists. (The per-address limit is Better Auth's, in src/server/auth/auth.ts.)
 */
export const SIGN_IN_LOCKOUT = { failures: 5, windowMinutes: 15 } as const;
