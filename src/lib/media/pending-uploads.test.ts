import { describe, expect, it } from 'vitest';
import { mediaCopy } from '@/content/media-library';
import { PendingUploads } from './pending-uploads';

describe('the form’s unfinished uploads', () => {
  it('refuse a publish by field while a file is chosen or being uploaded, and not once it is done or dropped', () => {
    const pending = new PendingUploads();
    expect(pending.refusal()).toBeNull();
    pending.report('hero', 'chosen');
    pending.report('video', 'uploading');
    expect(pending.refusal()).toEqual({ hero: mediaCopy.pending.chosen, video: mediaCopy.pending.uploading });
    pending.report('hero', null);
    expect(pending.refusal()).toEqual({ video: mediaCopy.pending.uploading });
    pending.report('video', null);
    expect(pending.refusal()).toBeNull();
  });
});
