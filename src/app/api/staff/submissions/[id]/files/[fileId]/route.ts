import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import { staffJson, staffRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { kindOfMime, withKindExtension } from '@/server/filetype';
import { routeHandlers } from '@/server/http/methods';
import { openStoredFile } from '@/server/storage';
import { recordAudit } from '@/server/staff/audit';
import { getFile } from '@/server/staff/submission';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; fileId: string }> };

/** A preview may show images and PDFs (rendered by the staff page without running anything the file holds). */
const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf']);

/**
 * GET /api/staff/submissions/{id}/files/{fileId}: the file, always as an attachment named with the extension of its
 * detected type, `nosniff`, never cached; with ?preview=1 an image or PDF comes inline instead, for the staff page to
 * show (an image in an <img>, a PDF drawn by PDF.js without running anything it holds). Like every API answer it
 * carries the sandboxing policy (NON_PAGE_CSP), so opened in a tab nothing in it can run. Each download and preview
 * is recorded.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: staffRoute<Context>('submissions:read', async (request, staff, { params }) => {
    const { id, fileId } = await params;
    const db = await getDb();
    const file = await getFile(db, id, fileId);
    if (!file) return staffJson(404, { error: 'No such file' });
    const preview = new URL(request.url).searchParams.get('preview') === '1' && PREVIEWABLE.has(file.mimeType);
    const kind = kindOfMime(file.mimeType);
    const name = kind ? withKindExtension(file.name, kind) : `${file.name}.bin`;
    const body = await openStoredFile(file);
    await recordAudit(db, { staff, action: preview ? 'preview' : 'download', submissionId: id, detail: { fileId } });
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      headers: {
        'content-type': file.mimeType,
        'content-length': String(file.sizeBytes),
        'content-disposition': contentDisposition(name, { type: preview ? 'inline' : 'attachment' }),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'cross-origin-resource-policy': 'same-origin',
      },
    });
  }),
});
