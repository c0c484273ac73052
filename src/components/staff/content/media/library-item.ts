import type { FocalPoint } from '@/lib/media/uploaded';

/** One row of the library, as the page reads it (src/server/content/media.ts, MediaAsset). */
export type LibraryItem = {
  id: string;
  kind: 'image' | 'video';
  alt: string;
  thumbnail: string;
  state: 'ready' | 'processing' | 'failed';
  failure: string | null;
  sizeBytes: number;
  width: number;
  height: number;
  uploaded: string;
  createdBy: string | null;
  /** The file's name when it was uploaded. */
  name: string;
  focal: FocalPoint;
  /** A rendition to set the focal point on (images). */
  focalSrc: string | null;
};
