/** The invitation page: its link carries the token after `#` (never sent to a server by a browser, so never logged). */
export const INVITATION_PATH = '/staff/invitation';
/** How long an invitation link works. */
export const INVITATION_HOURS = 48;
