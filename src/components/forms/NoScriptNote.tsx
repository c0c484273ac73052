import { formCopy } from '@/content/forms';
import { site } from '@/content/site';
import { mailtoHref } from '@/lib/links';

/**
 * Shown beside a form's send button only when JavaScript is off: the button stays disabled without it (see
 * SubmitButton), so the visitor is told why and given the address to write to instead.
 */
export function NoScriptNote() {
  return (
    <noscript>
      <p className="mt-3 text-sm text-muted">
        {formCopy.needsScript}{' '}
        <a href={mailtoHref(site.email)} className="font-semibold text-fg underline underline-offset-4">
          {site.email}
        </a>
      </p>
    </noscript>
  );
}
