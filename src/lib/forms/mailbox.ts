/**
 * The mailbox an e-mail address reaches, as one key for every way of writing it: what the one-acknowledgement-a-day
 * cap counts (src/server/mail/acknowledgement.ts), so `A@x.org`, `a+1@x.org`, `"a"@x.org` and `a@X.ORG.` are one
 * mailbox. The rules:
 * - comments (`a(note)@x.org`) go, a quoted local part is unquoted (its `\` escapes undone), Unicode is NFC;
 * - the domain: lower case, no trailing dot, international names in their ASCII form (`bücher.example` is
 *   `xn--bcher-kva.example`; full-width letters are mapped as browsers map them);
 * - sub-addressing: everything from the first `+` of the local part goes (`a+news` is `a`). Only `+`: a `-` also
 *   separates a suffix on some servers, but it is part of ordinary names far more often (`jean-luc`);
 * - the local part in lower case too. RFC 5321 lets a server tell `Ann` from `ann`, but no common provider does, so
 *   treating them as one mailbox can at worst withhold a second acknowledgement from a shared-prefix twin, while
 *   treating them as two would let anyone send one a day per spelling;
 * - Gmail's own rule: dots in the local part do not count, and `googlemail.com` is `gmail.com`.
 * Pure: the key is never used to send, only to count (the e-mail goes to the address as typed).
 */
export function mailboxKey(address: string): string {
  const text = stripComments(address.trim().normalize('NFC'));
  const at = lastUnquotedAt(text);
  if (at < 0) return text.toLowerCase();
  let local = unquote(text.slice(0, at)).toLowerCase();
  let domain = asciiDomain(text.slice(at + 1).trim());
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

/** The address without RFC 5322 comments (parenthesised, outside quotes; nested ones too). */
function stripComments(text: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && (quoted || depth > 0)) {
      if (!depth) out += c + (text[i + 1] ?? '');
      i++;
    } else if (c === '"' && !depth) {
      quoted = !quoted;
      out += c;
    } else if (c === '(' && !quoted) depth++;
    else if (c === ')' && !quoted && depth) depth--;
    else if (!depth) out += c;
  }
  return out;
}

/** Where the `@` between local part and domain is: the last one outside quotes, or -1. */
function lastUnquotedAt(text: string): number {
  let quoted = false;
  let found = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\' && quoted) i++;
    else if (text[i] === '"') quoted = !quoted;
    else if (text[i] === '@' && !quoted) found = i;
  }
  return found;
}

/** A local part with its quotes taken off and `\x` read as `x` (`"a"` and `"\a"` are `a`; `a."b"` is `a.b`). */
function unquote(local: string): string {
  let out = '';
  for (let i = 0; i < local.length; i++) {
    if (local[i] === '"') continue;
    if (local[i] === '\\') i++;
    out += local[i] ?? '';
  }
  return out;
}

/** The domain in lower-case ASCII (IDNA, as the URL parser does it), without a trailing dot. */
function asciiDomain(domain: string): string {
  const bare = domain.replace(/\.+$/, '');
  if (/^\[.*\]$/.test(bare)) return bare.toLowerCase(); // an address literal
  try {
    const host = new URL(`http://${bare}/`).hostname;
    return host ? host.replace(/\.+$/, '') : bare.toLowerCase();
  } catch {
    return bare.toLowerCase();
  }
}
