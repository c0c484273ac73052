'use client';
import { Dialog } from '@/components/ui/Dialog';
import { JobApplicationForm } from '@/components/forms/JobApplicationForm';
import { ProjectEnquiryForm } from '@/components/forms/ProjectEnquiryForm';
import { applicationCopy } from '@/content/job-application-form';
import { useDialogStore } from '@/components/dialogs/dialog-store';

/** The enquiry dialog's heading and intro (the contact page's own, passed down from the server layout). */
export type EnquiryDialogCopy = { title: string; intro: string };

/**
 * The site-wide dialogs, driven by the dialog store: the project enquiry ("Let's get started.") and the
 * job application (position pre-filled, salary hidden on internship roles). Radix unmounts the content
 * when closed, so each opening starts a fresh form. Loaded on demand by SiteDialogs. Copy that needs the
 * validated content files arrives as props, so the content schemas stay on the server.
 */
export function FormDialogs({ enquiry }: { enquiry: EnquiryDialogCopy }) {
  const { open, position, hideSalary, close } = useDialogStore();
  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };
  return (
    <>
      <Dialog open={open === 'enquiry'} onOpenChange={onOpenChange} title={enquiry.title} description={enquiry.intro}>
        <ProjectEnquiryForm label={enquiry.title} />
      </Dialog>
      <Dialog
        open={open === 'application'}
        onOpenChange={onOpenChange}
        title={position ? `${applicationCopy.dialogTitle}: ${position}` : applicationCopy.dialogTitle}
        description={applicationCopy.intro}
      >
        <JobApplicationForm position={position} hideSalary={hideSalary} />
      </Dialog>
    </>
  );
}
