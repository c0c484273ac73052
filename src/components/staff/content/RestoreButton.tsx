'use client';
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { staffFetch } from '../staff-fetch';
import { secondaryButton } from '../styles';
import { useAction } from '../use-action';

const copy = staffContentCopy.history;

/** Restores a version as a new draft, then opens the form on it. */
export function RestoreButton({ itemId, versionId, formHref }: { itemId: string; versionId: number; formHref: string }) {
  const { busy, error, run } = useAction({ leaves: true });
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        disabled={busy}
        aria-label={`${copy.restore}: ${fillTemplate(copy.version, { id: versionId })}`}
        onClick={() =>
          run(async () => {
            await staffFetch(`/api/staff/content/items/${itemId}/restore`, { body: { versionId } });
            // A fresh load of the form, so it starts from the restored draft (the router's cache has the old one).
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- deliberately a full load
            window.location.assign(`${formHref}?restored=${versionId}`);
          })
        }
      >
        {copy.restore}
      </button>
      {error ? (
        <span role="alert" className="text-sm text-danger">
          {error}
        </span>
      ) : null}
    </>
  );
}
