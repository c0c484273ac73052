// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

/**
 * A grid of links, as /work is, with a dialog one of them opens. `drawn` is the grid's generation: a new one draws
 * every link anew (the route's content rendered again while the dialog is open); `shown` false takes the dialog out
 * of the page without closing it (the browser going Back from the dialog's address).
 */
function Grid({ drawn, shown }: { drawn: number; shown: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <div key={drawn}>
        {['/work/flow', '/work/coral', '/work/coral', '/work/goldendao'].map((href, i) => (
          <a key={i} href={href} data-drawn={drawn} onClick={(event) => (event.preventDefault(), setOpen(true))}>
            Card {i}
          </a>
        ))}
      </div>
      {shown ? (
        <Dialog open={open} onOpenChange={setOpen} title="Coral">
          <p>The case study</p>
        </Dialog>
      ) : null}
    </main>
  );
}

/** Opens the dialog from the second link to /work/coral (Card 2), then draws the grid anew while it is open. */
async function openFromCardTwoAndRedraw() {
  const user = userEvent.setup();
  const view = render(<Grid drawn={1} shown />);
  await user.click(screen.getByText('Card 2'));
  expect(await screen.findByRole('dialog', { name: 'Coral' })).toBeTruthy();
  view.rerender(<Grid drawn={2} shown />);
  const card = screen.getByText('Card 2');
  expect(card.dataset.drawn).toBe('2');
  return { user, view, card };
}

afterEach(cleanup);

describe('Dialog', () => {
  it('gives focus back to the link that opened it when it closes', async () => {
    const user = userEvent.setup();
    render(<Grid drawn={1} shown />);
    await user.click(screen.getByText('Card 3'));
    await screen.findByRole('dialog', { name: 'Coral' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Card 3')));
  });

  it('gives focus to the same link drawn anew when the page was rendered again while it was open (Escape)', async () => {
    const { user, card } = await openFromCardTwoAndRedraw();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The second of the two links to /work/coral: the one it was opened from, not the first with that address.
    await waitFor(() => expect(document.activeElement).toBe(card));
  });

  it('gives focus to the same link drawn anew when the dialog leaves the page without closing (Back)', async () => {
    const { view, card } = await openFromCardTwoAndRedraw();
    act(() => view.rerender(<Grid drawn={2} shown={false} />));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(card));
  });
});
