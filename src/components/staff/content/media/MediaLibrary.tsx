'use client';
import { useRouter } from 'next/navigation';
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { formatBytes } from '@/lib/forms/limits.mjs';
import { MediaField } from './MediaField';

const copy = mediaCopy.library;

/** One row of the library, as the page reads it (src/server/content/media.ts, MediaAsset). */
export type LibraryItem = {
  id: string;
  kind: 'image' | 'video';
  alt: string;
  thumbnail: string;
  reference: string;
  state: 'ready' | 'processing' | 'failed';
  failure: string | null;
  sizeBytes: number;
  width: number;
  height: number;
  uploaded: string;
  createdBy: string | null;
};

const stateTone = { ready: 'text-green', processing: 'text-cyan', failed: 'text-danger' } as const;

/** The media library: an upload field, then every upload with its thumbnail, alt text, kind, size and state. */
export function MediaLibrary({ items }: { items: LibraryItem[] }) {
  const router = useRouter();
  return (
    <>
      <section aria-labelledby="media-upload-heading" className="mt-6">
        <h2 id="media-upload-heading" className="sr-only">
          {copy.upload}
        </h2>
        <MediaField label={copy.upload} accept="any" onUploaded={() => router.refresh()} />
      </section>
      {items.length ? (
        <div className="mt-8 overflow-x-auto rounded-[var(--radius-card)] border border-line bg-ink-2" tabIndex={0} role="region" aria-label={copy.heading}>
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="border-b border-line text-muted">
              <tr>
                {[copy.columns.preview, copy.columns.alt, copy.columns.kind, copy.columns.size, copy.columns.state, copy.columns.uploaded].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {items.map((item) => (
                <tr key={item.id}>
                  <td className="px-4 py-3">
                    {/* eslint-disable-next-line @next/next/no-img-element -- the upload's own smallest rendition or poster */}
                    <img src={item.thumbnail} alt={item.alt} width={96} height={Math.round((96 * item.height) / item.width)} loading="lazy" className="h-auto w-24 rounded-md border border-line object-cover" />
                  </td>
                  <td className="px-4 py-3">
                    <p>{item.alt}</p>
                    <p className="mt-1 break-all font-mono text-xs text-muted">{item.reference}</p>
                  </td>
                  <td className="px-4 py-3">{copy.kinds[item.kind]}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-muted">
                    {formatBytes(item.sizeBytes)}
                    <br />
                    {item.width} × {item.height}
                  </td>
                  <td className={`px-4 py-3 font-medium ${stateTone[item.state]}`}>
                    {item.state === 'failed' && item.failure ? fillTemplate(copy.failedBecause, { reason: item.failure }) : copy.states[item.state]}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-muted">
                    <time dateTime={item.uploaded}>{item.uploaded.slice(0, 16).replace('T', ' ')}</time>
                    {item.createdBy ? <p className="text-xs">{item.createdBy}</p> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-8 text-muted">{copy.empty}</p>
      )}
    </>
  );
}
