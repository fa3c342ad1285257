import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageContainer } from './page-container';

describe('PageContainer', () => {
  it('wraps its content in the centred container and passes attributes through', () => {
    render(
      <PageContainer id="promos" aria-label="Promos page" className="extra">
        <h1>Promos</h1>
      </PageContainer>,
    );
    const wrapper = screen.getByRole('heading', { name: 'Promos' }).parentElement;
    expect(wrapper).toHaveAttribute('id', 'promos');
    expect(wrapper).toHaveAttribute('aria-label', 'Promos page');
    expect(wrapper).toHaveClass('container', 'extra');
  });
});
