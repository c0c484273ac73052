// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsCopy } from '@/content/accounts';
import { CancelInvitation, RoleControl } from './AccountActions';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn() }) }));

/** The server's answers, in order: each a status and a JSON body. */
function answers(...replies: [number, unknown][]) {
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => {
    const [status, body] = replies.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockReset();
});

describe('CancelInvitation', () => {
  it('announces a refusal in the server’s words, and takes it away when Cancel is pressed again', async () => {
    answers([409, { error: 'That invitation was already used.' }], [200, { ok: true }]);
    render(<CancelInvitation id="i1" email="a@driftline.test" />);
    const button = screen.getByRole('button', { name: 'Cancel the invitation of a@driftline.test' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('That invitation was already used.');
    expect(button).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();

    await userEvent.click(button);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('That invitation was already used.')).toBeNull();
  });

  it('says the page’s own words when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    render(<CancelInvitation id="i1" email="a@driftline.test" />);
    await userEvent.click(screen.getByRole('button', { name: /Cancel the invitation/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountsCopy.page.failed);
  });
});

describe('RoleControl', () => {
  it('says the role changed, or the server’s refusal in its words', async () => {
    const fetch = answers([409, { error: 'The last Owner stays an Owner.' }], [200, { ok: true }]);
    render(<RoleControl email="o@driftline.test" role="owner" />);
    await userEvent.selectOptions(screen.getByLabelText(/o@driftline\.test/), 'writer');
    await userEvent.click(screen.getByRole('button', { name: accountsCopy.page.changeRole }));
    expect(await screen.findByText('The last Owner stays an Owner.')).toBeVisible();
    expect(refresh).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: accountsCopy.page.changeRole }));
    expect(await screen.findByText(/o@driftline\.test.*Writer/)).toBeVisible();
    expect(screen.queryByText('The last Owner stays an Owner.')).toBeNull();
    expect(refresh).toHaveBeenCalledOnce();
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ email: 'o@driftline.test', role: 'writer' });
  });
});
