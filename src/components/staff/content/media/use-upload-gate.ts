'use client';
import { useCallback, useState } from 'react';
import { mediaCopy } from '@/content/media-library';
import { PendingUploads } from '@/lib/media/pending-uploads';
import type { Reply } from '../editor-api';

/**
 * The content form's gate on its media fields' unfinished uploads (chosen but not uploaded, or still under way): a
 * publish is refused while there is one, since what the form shows is not what would be saved. `refuseUnfinished`
 * refuses at the fields and in the summary (through the editor's `refuse`) and says so; true when it did.
 */
export function useUploadGate(refuse: (reply: Pick<Reply, 'status' | 'body'>, focus: boolean) => void, say: (text: string) => void) {
  const [uploads] = useState(() => new PendingUploads());
  const refuseUnfinished = useCallback(() => {
    const fields = uploads.refusal();
    if (fields) {
      refuse({ status: 0, body: { error: mediaCopy.pending.refused, fields } }, true);
      say(mediaCopy.pending.refused);
    }
    return Boolean(fields);
  }, [uploads, refuse, say]);
  return { uploads, refuseUnfinished };
}
