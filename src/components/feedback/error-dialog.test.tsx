import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorDialog, SuccessDialog } from './error-dialog';

describe('ErrorDialog', () => {
  it("is titled 'Error' by default, shows the message and closes with 'Close'", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ErrorDialog open message="Something went wrong." onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Something went wrong.');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Close']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a title of its own', () => {
    render(
      <ErrorDialog open title="Session expired" message="Please log in." onClose={() => {}} />,
    );
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
  });

  it('shows nothing while closed', () => {
    render(<ErrorDialog open={false} message="Hidden" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SuccessDialog', () => {
  it("is titled 'Success' by default with one 'Close' button", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SuccessDialog open message="Your profile is updated." onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Your profile is updated.',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
