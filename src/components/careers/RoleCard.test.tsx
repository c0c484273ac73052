// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { RoleCard } from './RoleCard';
import { useDialogStore } from '@/components/dialogs/dialog-store';
import { preloadFormDialogs } from '@/components/dialogs/SiteDialogs';

// The real preload starts a dynamic import of the form dialogs that can finish after the test
// environment is torn down (an unhandled EnvironmentTeardownError in CI). The card only needs to
// ask for it; the dialogs themselves are covered by the browser journeys.
vi.mock('@/components/dialogs/SiteDialogs', () => ({ preloadFormDialogs: vi.fn() }));

function renderCard(hideSalary: boolean) {
  return render(
    <RoleCard
      label="OPEN ROLES"
      title="UI/UX Designer"
      details={[
        { label: 'Type', value: 'Internship' },
        { label: 'Salary', value: 'Unpaid' },
        { label: 'Location', value: 'Remote / Lahore' },
      ]}
      hideSalary={hideSalary}
      submitLabel="Submit Application"
    >
      <p>Full description</p>
    </RoleCard>,
  );
}

afterEach(() => {
  cleanup();
  useDialogStore.setState({ open: null, position: '', hideSalary: false });
  vi.mocked(preloadFormDialogs).mockClear();
});

describe('RoleCard', () => {
  it('toggles its description from the header button', async () => {
    renderCard(false);
    const toggle = screen.getByRole('button', { name: 'UI/UX Designer' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('inert');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveAttribute('inert');
    expect(panel).toHaveTextContent('Full description');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("leaves its description out of the server's HTML and draws it in the browser", () => {
    const card = (
      <RoleCard label="OPEN ROLES" title="UI/UX Designer" details={[]} hideSalary={false} submitLabel="Submit Application">
        <p>Full description</p>
      </RoleCard>
    );
    const html = renderToString(card);
    expect(html).toContain('UI/UX Designer');
    expect(html).not.toContain('Full description');
    render(card);
    expect(document.body).toHaveTextContent('Full description');
  });

  it('Submit Application opens the application with the position and salary flag, without expanding', async () => {
    renderCard(true);
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    // Not nested inside the toggle.
    expect(submit.closest('[aria-expanded]')).toBeNull();

    await userEvent.click(submit);
    // Reaching the button starts loading the form dialogs before the click opens one.
    expect(preloadFormDialogs).toHaveBeenCalled();
    expect(useDialogStore.getState()).toMatchObject({
      open: 'application',
      mode: 'career',
      position: 'UI/UX Designer',
      hideSalary: true,
    });
    expect(screen.getByRole('button', { name: 'UI/UX Designer' })).toHaveAttribute('aria-expanded', 'false');
  });
});
