'use client';
import type { Field, Path } from '@/lib/content/fields';
import type { PendingUploads } from '@/lib/media/pending-uploads';
import { FieldChecks, type ReportCheck } from './field-checks';
import { FieldView } from './FieldView';
import { FormValues } from './form-values';
import { PendingUploadsContext } from './media/pending-context';

type Props = {
  /** Where a field reports a text it cannot read (./field-checks.ts). */
  checks: ReportCheck;
  /** Where a media field reports an unfinished upload (./media/pending-context.ts). */
  uploads: PendingUploads;
  tree: Field;
  data: unknown;
  errors: Record<string, string>;
  onChange: (path: Path, value: unknown) => void;
};

/** The content form's field tree, with what its fields tell the form before a save or a publish. */
export function EditorFields({ checks, uploads, tree, data, errors, onChange }: Props) {
  return (
    <FieldChecks.Provider value={checks}>
      <PendingUploadsContext value={uploads}>
        <FormValues value={data}>
          <div className="space-y-5">
            <FieldView field={tree} value={data} errors={errors} onChange={onChange} root />
          </div>
        </FormValues>
      </PendingUploadsContext>
    </FieldChecks.Provider>
  );
}
