// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobApplicationForm } from './JobApplicationForm';
import { ProjectEnquiryForm } from './ProjectEnquiryForm';

async function expectAppearsAndClears(label: RegExp, bad: string, message: string, good: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (bad) await user.type(input, bad);
  else {
    await user.type(input, 'x');
    await user.clear(input);
  }
  const error = await screen.findByText(message);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input.getAttribute('aria-describedby')).toContain(error.id);
  await user.clear(input);
  await user.type(input, good);
  expect(screen.queryByText(message)).not.toBeInTheDocument();
  expect(input).not.toHaveAttribute('aria-invalid');
}

describe('JobApplicationForm', () => {
  it.each([
    [/^Name/, '', 'Please enter your name', 'Ayesha'],
    [/^Name/, 'x'.repeat(21), 'Name cannot exceed 20 characters', 'Ayesha'],
    [/^Email/, '', "Email can't be blank", 'a@b.co'],
    [/^Email/, 'ayesha@', 'That doesn’t look like an email', 'a@b.co'],
    [/^Phone/, '', 'Phone number needed', '+92 300 1234567'],
    [/^Phone/, '0300#12', 'Invalid phone number format', '(0300) 123-4567'],
    [/^Location/, '', "Location can't be empty", 'Lahore'],
    [/^Location/, 'x'.repeat(101), 'Location cannot exceed 100 characters', 'Lahore'],
    [/^Position/, '', 'Let us know the position', 'AI Engineer'],
    [/^Earliest start date/, '', 'Date is required', '01-09-2026'],
    [/^Earliest start date/, '2026-09-01', 'Enter the date as DD-MM-YYYY, for example 01-09-2026', '01-09-2026'],
  ])('%s: %j shows "%s", fixing it clears it', async (label, bad, message, good) => {
    render(<JobApplicationForm position="Frontend Developer" />);
    await expectAppearsAndClears(label, bad, message, good);
  });

  it("pre-fills the position, hides salary when asked, and says 'File is required' on submit without files", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<JobApplicationForm position="Flutter Developer" />);
    expect(screen.getByLabelText(/^Position/)).toHaveValue('Flutter Developer');
    expect(screen.getByLabelText(/^Expected salary/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('File is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    rerender(<JobApplicationForm position="Flutter Developer" hideSalary />);
    expect(screen.queryByLabelText(/^Expected salary/)).not.toBeInTheDocument();
  });

  it('lists chosen files with size and a remove button, and refuses a total over 100 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<JobApplicationForm position="x" />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const cv = new File(['%PDF-1.7 hello'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(input, cv);
    const list = await screen.findByRole('list', { name: /Chosen files/ });
    expect(within(list).getByText('cv.pdf')).toBeInTheDocument();
    expect(within(list).getByText('14 B')).toBeInTheDocument();
    const big = Array.from({ length: 5 }, (_, i) => {
      const f = new File(['x'], `big${i}.pdf`);
      Object.defineProperty(f, 'size', { value: 21 * 1024 * 1024 });
      return f;
    });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Total file size cannot exceed 100MB');
    expect(screen.queryByText('big0.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
  });
});

describe('ProjectEnquiryForm', () => {
  it.each([
    [/^Name/, '', 'Please enter your name', 'Sam'],
    [/^Name/, 'x'.repeat(21), 'Name cannot exceed 20 characters', 'Sam'],
    [/^Company/, '', 'Please enter your company name', 'Acme'],
    [/^Company/, 'x'.repeat(21), 'Company name cannot exceed 20 characters', 'Acme'],
    [/^Phone/, '', 'Please enter your phone number', '+1 407 555 0100'],
    [/^Phone/, 'call me', 'Invalid phone number format', '+1 407 555 0100'],
    [/^Email/, '', 'Please enter your email address', 'sam@acme.test'],
    [/^Email/, 'sam at acme', 'Invalid email address', 'sam@acme.test'],
    [/^Budget/, '', 'Please enter your budget', '$40k'],
    [/^Budget/, '12345678901', 'Budget text is too long', '$40k'],
  ])('%s: %j shows "%s", fixing it clears it', async (label, bad, message, good) => {
    render(<ProjectEnquiryForm label="Let’s get started." />);
    await expectAppearsAndClears(label, bad, message, good);
  });
});
