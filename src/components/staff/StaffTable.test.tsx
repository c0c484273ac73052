// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { StaffTable } from './StaffTable';

afterEach(cleanup);

describe('StaffTable', () => {
  it('is a table named by its caption, in a focusable region of that name, with a column header for each column', () => {
    render(
      <StaffTable caption="Redirects" columns={[{ label: 'Old address' }, { label: 'New address' }, { label: 'Delete', hidden: true }]}>
        <tr>
          <td>/work/old</td>
          <td>/work</td>
          <td>
            <button type="button">Delete</button>
          </td>
        </tr>
      </StaffTable>,
    );
    const region = screen.getByRole('region', { name: 'Redirects' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Redirects' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Old address', 'New address', 'Delete']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    // A column of buttons keeps its header for screen readers only.
    expect(headers[2].firstElementChild?.className).toBe('sr-only');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('cell', { name: '/work/old' })).toBeTruthy();
  });
});
