import { accountsCopy } from '@/content/accounts';
import { fillTemplate } from '@/lib/copy/template';
import { formatStaffTime } from '@/lib/staff/dates';
import type { Role } from '@/lib/staff/roles';
import { cellClass, StaffTable } from '../StaffTable';
import { CancelInvitation, ConfirmedAction, RoleControl } from './AccountActions';

const copy = accountsCopy.page;
const columns = copy.columns;

type Account = { id: string; email: string; role: Role; twoFactor: boolean; sessions: number };
type Invitation = { id: string; email: string; role: Role; invitedByEmail: string | null; expiresAt: Date };

/** Every staff account: its role (changeable), two-factor, open sessions, and reset two-factor / remove. */
export function AccountsTable({ accounts, me }: { accounts: Account[]; me: string }) {
  return (
    <StaffTable caption={copy.accounts} columns={[{ label: columns.email }, { label: columns.role }, { label: columns.twoFactor }, { label: columns.sessions }, { label: columns.actions, hidden: true }]}>
      {accounts.map((a) => (
        <tr key={a.id}>
          <td className={`${cellClass} break-all`}>
            {a.email} {a.id === me ? <span className="text-muted">{copy.you}</span> : null}
          </td>
          <td className={cellClass}>{a.id === me ? accountsCopy.roles[a.role].name : <RoleControl email={a.email} role={a.role} />}</td>
          <td className={cellClass}>{a.twoFactor ? copy.on : copy.off}</td>
          <td className={cellClass}>{a.sessions}</td>
          <td className={cellClass}>
            {a.id === me ? null : (
              <div className="flex flex-wrap gap-2">
                {a.twoFactor ? (
                  <ConfirmedAction
                    label={copy.resetTwoFactor}
                    title={fillTemplate(copy.resetTitle, { email: a.email })}
                    text={copy.resetText}
                    confirm={copy.resetConfirm}
                    url="/api/staff/accounts/two-factor"
                    method="POST"
                    body={{ email: a.email }}
                  />
                ) : null}
                <ConfirmedAction
                  label={copy.remove}
                  title={fillTemplate(copy.removeTitle, { email: a.email })}
                  text={copy.removeText}
                  confirm={copy.removeConfirm}
                  url="/api/staff/accounts"
                  method="DELETE"
                  body={{ email: a.email }}
                />
              </div>
            )}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** Invitations not yet used: the address, the role, who sent it, until when the link works; cancel. */
export function InvitationsTable({ invitations }: { invitations: Invitation[] }) {
  return (
    <StaffTable caption={copy.pending} columns={[{ label: columns.email }, { label: columns.role }, { label: columns.invitedBy }, { label: columns.expires }, { label: columns.actions, hidden: true }]} minWidth="lg">
      {invitations.map((i) => (
        <tr key={i.id}>
          <td className={`${cellClass} break-all`}>{i.email}</td>
          <td className={cellClass}>{accountsCopy.roles[i.role].name}</td>
          <td className={`${cellClass} break-all text-muted`}>{i.invitedByEmail ?? ''}</td>
          <td className={`${cellClass} whitespace-nowrap text-muted`}>
            <time dateTime={i.expiresAt.toISOString()}>{formatStaffTime(i.expiresAt)}</time>
          </td>
          <td className={cellClass}>
            <CancelInvitation id={i.id} email={i.email} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
