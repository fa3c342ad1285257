import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

/** What is shown between Back and Next, ellipses included (they are hidden from screen readers). */
function pageLabels(): string[] {
  const list = within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('list');
  return [...list.children].map((item) => item.textContent.trim());
}

describe('Pagination', () => {
  it.each([
    [0, 16],
    [16, 16],
    [10, 16],
  ])('renders nothing when the total (%i) does not exceed the limit (%i)', (total, limit) => {
    const { container } = render(
      <Pagination page={1} total={total} limit={limit} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows first, last, the current page with its neighbours and ellipses', () => {
    render(<Pagination page={5} total={320} limit={16} onPageChange={() => {}} />);
    expect(pageLabels()).toEqual(['1', '…', '4', '5', '6', '…', '20']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('disables Back on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} total={17} limit={16} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={2} total={17} limit={16} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for the chosen, previous and next page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={5} total={200} limit={10} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls).toEqual([[6], [4], [20]]);
  });

  it('uses its own landmark name when given one', () => {
    render(
      <Pagination page={1} total={30} limit={10} onPageChange={() => {}} label="Store pages" />,
    );
    expect(screen.getByRole('navigation', { name: 'Store pages' })).toBeInTheDocument();
  });
});
