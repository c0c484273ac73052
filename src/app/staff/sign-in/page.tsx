import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/staff/SignInForm';
import { staffCopy } from '@/content/staff';
import { afterSignIn } from '@/lib/staff/paths';
import { staffOf } from '@/server/auth/session';

const copy = staffCopy.signIn;

export const metadata: Metadata = { title: copy.title };

/** /staff/sign-in: the one staff page open to everyone. Signed in already, it goes on to where it was asked to. */
export default async function SignInPage({ searchParams }: PageProps<'/staff/sign-in'>) {
  const params = await searchParams;
  const next = afterSignIn(typeof params.next === 'string' ? params.next : null);
  if (await staffOf(await headers(), { slide: false })) redirect(next);
  const note = params.signedOut ? copy.signedOut : params.next ? copy.expired : null;
  return (
    <div className="mx-auto max-w-md pt-6 sm:pt-12">
      <h1 className="text-h3 font-semibold">{copy.heading}</h1>
      <p className="mt-3 text-muted">{copy.intro}</p>
      {note ? (
        <p role="status" className="mt-5 rounded-xl border border-line bg-ink-2 px-4 py-3 text-sm text-fg">
          {note}
        </p>
      ) : null}
      <div className="mt-8 rounded-[var(--radius-card)] border border-line bg-ink-2 p-5 sm:p-8">
        <SignInForm next={next} />
      </div>
    </div>
  );
}
