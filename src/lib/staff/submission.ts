import { applicationCopy } from '@/content/job-application-form';
import { enquiryCopy } from '@/content/project-enquiry-form';
import { pricingCopy } from '@/content/pricing-copy';
import { staffCopy } from '@/content/staff';
import { APPLICATION_FIELDS, ENQUIRY_FIELDS } from '@/lib/forms/fields';
import { fillTemplate } from '@/lib/copy/template';
import type { Kind, Status } from './filters';

/** One answer of a submission as the staff page shows it: the public form's label and the text given. */
export type LabelledField = { name: string; label: string; value: string; multiline: boolean };

type Option = { name?: unknown } | null | undefined;
type Service = { title?: unknown; selectedPeople?: Option; selectedPriceType?: Option; selectedLevel?: Option; skills?: Record<string, unknown> };

const asText = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : JSON.stringify(v));
const optionName = (o: Option) => (o && typeof o.name === 'string' ? o.name : '');

/** A configured pricing service as one readable line: "DevOps — Experts: 2 · Way to pay: Hourly · Level: Mid-level · Skills: AWS, Docker". */
export function serviceLine(service: Service): string {
  const labels = staffCopy.submission.serviceLabels;
  const parts = [
    [labels.people, optionName(service.selectedPeople)],
    [labels.priceType, optionName(service.selectedPriceType)],
    [labels.level, optionName(service.selectedLevel)],
    [labels.skills, Object.entries(service.skills ?? {}).filter(([, on]) => on === true).map(([skill]) => skill).join(', ')],
  ].filter(([, value]) => value);
  return [asText(service.title), parts.map(([label, value]) => `${label}: ${value}`).join(' · ')].filter(Boolean).join(' — ');
}

/**
 * A submission's answers in the order its form asks them, labelled as the form labels them; fields the form does
 * not know (from an older version) follow under their own names, so nothing stored is hidden from staff.
 */
export function labelledFields(kind: Kind, fields: Record<string, unknown>): LabelledField[] {
  const known: { name: string; label: string; multiline?: boolean }[] =
    kind === 'application'
      ? APPLICATION_FIELDS.map((name) => ({ name, label: applicationCopy.labels[name], multiline: name === 'whyJoin' || name === 'project' }))
      : kind === 'enquiry'
        ? ENQUIRY_FIELDS.map((name) => ({ name, label: enquiryCopy.labels[name], multiline: name === 'project' }))
        : [
            { name: 'name', label: pricingCopy.copy.nameLabel },
            { name: 'email', label: pricingCopy.copy.emailLabel },
            { name: 'services', label: staffCopy.submission.serviceLabels.services, multiline: true },
          ];
  const seen = new Set(known.map((k) => k.name));
  const out: LabelledField[] = known.map(({ name, label, multiline = false }) => ({
    name,
    label,
    multiline,
    value: name === 'services' && Array.isArray(fields.services) ? (fields.services as Service[]).map(serviceLine).join('\n') : asText(fields[name]),
  }));
  for (const [name, value] of Object.entries(fields)) {
    if (!seen.has(name) && name !== 'website') out.push({ name, label: name, value: asText(value), multiline: true });
  }
  return out;
}

/** The few words that tell submissions apart in the inbox: the role applied for, the company and budget, the services. */
export function submissionSummary(kind: Kind, fields: Record<string, unknown>): string {
  if (kind === 'application') return asText(fields.position);
  if (kind === 'enquiry') return [asText(fields.company), asText(fields.budget)].filter(Boolean).join(' · ');
  return Array.isArray(fields.services) ? (fields.services as Service[]).map((s) => asText(s.title)).join(', ') : '';
}

export type Delivery = { state: 'sent' | 'pending' | 'failing' | 'none'; text: string };

/** The staff e-mail's delivery state as the inbox shows it, from its outbox row. */
export function deliveryState(row: { sentAt: Date | string | null; attempts: number; lastError: string | null } | null): Delivery {
  const words = staffCopy.delivery;
  if (!row) return { state: 'none', text: words.none };
  if (row.sentAt) return { state: 'sent', text: words.sent };
  if (row.lastError) return { state: 'failing', text: fillTemplate(words.failing, { error: row.lastError.slice(0, 120) }) };
  return { state: 'pending', text: words.pending };
}

/** One row of the inbox. */
export type InboxRow = {
  id: string;
  kind: Kind;
  status: Status;
  createdAt: Date;
  name: string;
  email: string;
  summary: string;
  files: number;
  read: boolean;
  delivery: Delivery;
};

export type StoredFile = { id: string; name: string; sizeBytes: number; mimeType: string; sha256: string; storageKey: string; storedIn: 'disk' | 'postgres' };
export type Note = { id: string; author: string; body: string; createdAt: Date };
export type HistoryEntry = { at: Date; who: string | null; action: string; detail: Record<string, unknown> };

/** A submission as its staff page shows it. */
export type SubmissionView = {
  id: string;
  kind: Kind;
  status: Status;
  createdAt: Date;
  clientAddress: string | null;
  fields: LabelledField[];
  files: StoredFile[];
  notes: Note[];
  history: HistoryEntry[];
  delivery: Delivery;
};
