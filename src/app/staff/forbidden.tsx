import { headers } from 'next/headers';
import Link from '@/components/ui/Link';
import { staffCopy } from '@/content/staff';
import { staffNav } from '@/lib/staff/nav';
import { mustTurnOnTwoFactor, staffOf } from '@/server/auth/session';

const copy = staffCopy.forbidden;

/** A staff page the signed-in role may not use: 403, in the staff layout, with the pages it can use. */
export default async function StaffForbidden() {
  const staff = await staffOf(await headers(), { slide: false });
  const links = staff ? staffNav(staff.role, mustTurnOnTwoFactor(staff)) : [];
  return (
    <>
      <title>{`${copy.title} · ${staffCopy.name}`}</title>
      <h1 className="text-h3 font-semibold">{copy.heading}</h1>
      <p className="mt-3 text-muted">{copy.body}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href} className="inline-flex min-h-11 items-center rounded-md underline underline-offset-4 hover:text-fg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
