import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/support/render';
import { PolicyPage, type PolicyView } from './policy-pages';

const policy: PolicyView = {
  title: 'Terms and Conditions',
  description: '<p>Please read these terms.</p>',
  sections: [
    { id: 7, title: 'Membership', content: '<p>Membership is free.</p>' },
    { id: 9, title: 'Points', content: '<p>Points expire after two years.</p>' },
  ],
};

describe('PolicyPage', () => {
  it('numbers the sections and shows the selected one on desktop', async () => {
    await renderWithRouter(<PolicyPage policy={policy} selectedId={9} basePath="/terms" />);
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['1.Membership', '2.Points']);
    expect(links[1]).toHaveAttribute('href', '/terms?section=9');
    expect(links[1]).toHaveAttribute('aria-current', 'true');
    const shown = screen.getByRole('region', { name: 'Points' });
    expect(within(shown).getByText('Points expire after two years.')).toBeInTheDocument();
  });

  it('shows the first section when none or an unknown one is asked for', async () => {
    await renderWithRouter(<PolicyPage policy={policy} selectedId={42} basePath="/terms" />);
    expect(screen.getByRole('region', { name: 'Membership' })).toBeInTheDocument();
  });

  it('offers every section as an accordion for phones, the selected one open', async () => {
    const { container } = await renderWithRouter(
      <PolicyPage policy={policy} selectedId={9} basePath="/terms" />,
    );
    const accordions = [...container.querySelectorAll('details')];
    expect(accordions.map((details) => details.querySelector('summary')?.textContent)).toEqual([
      '1. Membership',
      '2. Points',
    ]);
    expect(accordions.map((details) => details.open)).toEqual([false, true]);
  });
});
