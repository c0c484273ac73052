import { mediaCopy } from '@/content/media-library';

/**
 * What a media field of the content form has that the form's data does not hold yet: a file chosen but not uploaded,
 * or an upload under way (the old file is still the field's value until the server answers). A publish then would
 * put live something other than what the form shows, so the editor refuses it, field by field.
 */
export type PendingUpload = 'chosen' | 'uploading';

/** The media fields' unfinished uploads, by field (its path joined by dots, as the server's refusals are keyed). */
export class PendingUploads {
  private readonly fields = new Map<string, PendingUpload>();

  /** A field says what it has now; null when nothing of it is unfinished (also when it goes away). */
  report(field: string, state: PendingUpload | null): void {
    if (state) this.fields.set(field, state);
    else this.fields.delete(field);
  }

  /** The refusal of a publish now, by field, or null when every upload in the form is done. */
  refusal(): Record<string, string> | null {
    if (!this.fields.size) return null;
    return Object.fromEntries([...this.fields].map(([field, state]) => [field, mediaCopy.pending[state]]));
  }
}
