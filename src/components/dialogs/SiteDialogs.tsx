'use client';
import { Dialog } from '@/components/ui/Dialog';
import { JobApplicationForm } from '@/components/forms/JobApplicationForm';
import { ProjectEnquiryForm } from '@/components/forms/ProjectEnquiryForm';
import { formCopy } from '@/content/forms';
import { pages } from '@/content/pages';
import { useDialogStore } from '@/lib/dialog-store';

/**
 * The site-wide dialogs, mounted once in the root layout and driven by the dialog store: the project
 * enquiry ("Let's get started.") and the job application (position pre-filled, salary hidden on
 * internship roles). Radix unmounts the content when closed, so each opening starts a fresh form.
 */
export function SiteDialogs() {
  const { open, position, hideSalary, close } = useDialogStore();
  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };
  return (
    <>
      <Dialog open={open === 'enquiry'} onOpenChange={onOpenChange} title={pages.contact.heading} description={pages.contact.intro}>
        <ProjectEnquiryForm label={pages.contact.heading} />
      </Dialog>
      <Dialog
        open={open === 'application'}
        onOpenChange={onOpenChange}
        title={position ? `${formCopy.application.dialogTitle}: ${position}` : formCopy.application.dialogTitle}
        description={formCopy.application.intro}
      >
        <JobApplicationForm position={position} hideSalary={hideSalary} />
      </Dialog>
    </>
  );
}
