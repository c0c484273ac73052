import { formCopy } from '@/content/forms';
import { EmailLink } from '@/components/ui/ContactLinks';

/**
 * Shown beside a form's send button only when JavaScript is off: the button stays disabled without it (see
 * SubmitButton), so the visitor is told why and given the address to write to instead. The address comes from the
 * server page (site.email) as a prop: importing the site content here would put it, and its schema, in the forms'
 * client bundle. Without an address (a form in a dialog, which exists only with JavaScript) it renders nothing.
 */
export function NoScriptNote({ email }: { email?: string }) {
  if (!email) return null;
  return (
    <noscript>
      <p className="mt-3 text-sm text-muted">
        {formCopy.needsScript}{' '}
        <EmailLink email={email} className="font-semibold text-fg underline underline-offset-4" />
      </p>
    </noscript>
  );
}
