import 'server-only';
import type { LinkTargets, TargetItem } from '@/lib/content/link-targets';
import { REFERENCE_KINDS } from '@/lib/content/references';
import type { Db } from '../db/client';
import { listItems } from './edit';
import { loadRedirects } from './redirects';

/**
 * What the content form's pickers choose from and check links against: every case study and expertise page (drafts
 * too, by the title staff know them by, in site order) and the redirects.
 */
export async function linkTargetsOf(db: Db): Promise<LinkTargets> {
  const [lists, redirects] = await Promise.all([Promise.all(REFERENCE_KINDS.map((kind) => listItems(db, kind))), loadRedirects(db)]);
  const items: TargetItem[] = lists.flat().map((i) => ({
    kind: i.kind as TargetItem['kind'],
    key: i.key,
    title: i.title,
    status: i.status === 'published' ? 'published' : i.status === 'unpublished' ? 'unpublished' : 'draft',
  }));
  return { items, redirects: redirects.map(({ from, to }) => ({ from, to })) };
}
