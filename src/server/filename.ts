/**
 * A sender's file name made safe to show: the last path segment only, no control or bidi characters,
 * no leading dots, at most 120 characters (keeping the extension). Stored for display only; files on disk
 * are named by their id, never by this.
 */
export function sanitizeDisplayName(raw: string | undefined | null): string {
  let name = String(raw ?? '').normalize('NFC');
  name = name.split(/[\\/]/).pop() ?? '';
  // Control characters, bidi overrides and characters that misbehave in headers or shells.
  name = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  name = name.replace(/[\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"<>|:*?]/g, '');
  name = name.replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  if (name.length > 120) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, 120 - ext.length) + ext;
  }
  return name || 'file';
}
