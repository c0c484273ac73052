'use client';
import { FormOutcome } from './FormOutcome';
import { NoScriptNote } from './NoScriptNote';
import { SubmitButton } from './SubmitButton';
import { UploadProgress } from './UploadProgress';

/** The end of every form: the outcome view (success or failure), the upload progress, the submit button and the no-JavaScript note. */
export function FormFooter({
  outcome,
  success,
  focusOutcome,
  progress,
  loading,
  noScriptEmail,
  children,
}: {
  outcome: 'success' | 'failure' | null;
  success: { heading: string; text: string };
  focusOutcome: boolean;
  progress: number | null;
  loading: boolean;
  /** The address the no-JavaScript note gives (see NoScriptNote). */
  noScriptEmail?: string;
  /** The submit button's label. */
  children: string;
}) {
  return (
    <>
      {outcome ? <FormOutcome outcome={outcome} success={success} focus={focusOutcome} /> : null}
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <SubmitButton loading={loading}>{children}</SubmitButton>
      <NoScriptNote email={noScriptEmail} />
    </>
  );
}
