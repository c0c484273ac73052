import type { Metadata } from 'next';
import { MediaLibrary } from '@/components/staff/content/media/MediaLibrary';
import { mediaCopy } from '@/content/media-library';
import { renditionPath, renditionWidths } from '@/lib/media/uploaded';
import { allowed, requireStaffPage } from '@/server/auth/session';
import { listMedia } from '@/server/content/media';
import { ensureStarted } from '@/server/startup';

const copy = mediaCopy.library;
/** The rendition the focal point is set on: the widest up to this, enough for the dialog at any width. */
const FOCAL_PREVIEW_WIDTH = 828;
const focalWidth = (width: number) => renditionWidths(width).filter((w) => w <= FOCAL_PREVIEW_WIDTH).pop() ?? renditionWidths(width)[0];

export const metadata: Metadata = { title: copy.title };

/** /staff/content/media: the media library (uploads, newest first, with the state of video jobs) and, for a role that manages media, an upload field. */
export default async function MediaLibraryPage() {
  const staff = await requireStaffPage('/staff/content/media', 'content:edit');
  await ensureStarted();
  const assets = await listMedia();
  return (
    <>
      <h1 className="text-h3 font-semibold">{copy.heading}</h1>
      <p className="mt-2 measure-70 text-muted">{copy.intro}</p>
      <MediaLibrary
        canManage={allowed(staff, 'media:manage')}
        items={assets.map((a) => ({
          id: a.id,
          kind: a.kind,
          alt: a.alt,
          thumbnail: a.thumbnail,
          state: a.state,
          failure: a.failure,
          sizeBytes: a.sizeBytes,
          width: a.width,
          height: a.height,
          uploaded: a.createdAt,
          createdBy: a.createdBy,
          name: a.originalName,
          focal: a.focal,
          focalSrc: a.kind === 'image' ? renditionPath(a.sha256, focalWidth(a.width)) : null,
        }))}
      />
    </>
  );
}
