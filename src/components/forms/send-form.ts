/**
 * Posts a FormData with XMLHttpRequest so the upload progress can be shown (fetch cannot report it).
 * Resolves with the status and parsed JSON body; rejects when the request itself fails.
 */
export type SendResult = { ok: boolean; status: number; body: { error?: string; fields?: Record<string, string> } | null };

export function sendForm(url: string, data: FormData, onProgress: (percent: number) => void): Promise<SendResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: SendResult['body'] = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('Aborted'));
    xhr.send(data);
  });
}
