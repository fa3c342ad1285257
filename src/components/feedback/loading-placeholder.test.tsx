import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingPlaceholder } from './loading-placeholder';

/** The skeleton blocks: the children of the part hidden from assistive technology. */
function skeletons(): Element[] {
  const hidden = screen.getByRole('status').querySelector('[aria-hidden="true"]');
  return hidden ? [...hidden.children] : [];
}

describe('LoadingPlaceholder', () => {
  it('announces loading once and hides the skeleton blocks from assistive technology', () => {
    render(<LoadingPlaceholder count={4} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(/^Loading…$/);
    expect(skeletons()).toHaveLength(4);
  });

  it('shows 8 cards by default', () => {
    render(<LoadingPlaceholder />);
    expect(skeletons()).toHaveLength(8);
  });

  it.each(['line', 'tile'] as const)('renders the %s variant', (variant) => {
    render(<LoadingPlaceholder count={6} variant={variant} />);
    expect(skeletons()).toHaveLength(6);
  });

  it('treats a negative count as none', () => {
    render(<LoadingPlaceholder count={-2} />);
    expect(skeletons()).toHaveLength(0);
  });
});
