import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card } from '../../../tests/support/partner-card-fixtures';
import { renderWithRouter } from '../../../tests/support/render';
import { CardDetailPage } from './card-detail-page';

// jsdom does not lay out: scrolling is a no-op here.
Element.prototype.scrollIntoView = () => undefined;

describe('CardDetailPage', () => {
  it('shows the card, its benefits, the steps to apply and the three accordions', async () => {
    await renderWithRouter(<CardDetailPage card={card()} hash="" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Go Prepaid Card');
    expect(screen.getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
      'href',
      '/cards/go-prepaid/partners/distribution',
    );
    const benefits = screen.getByRole('region', { name: 'Benefits' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(2);
    const steps = screen.getByRole('region', { name: 'How to apply' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Get the app', 'Verify']);
    expect(
      screen
        .getAllByRole('group')
        .filter((element) => element.tagName === 'DETAILS')
        .map((element) => element.querySelector('summary')?.textContent),
    ).toEqual(['Terms and Conditions', 'Privacy Policy', 'FAQs']);
  });

  it('draws the card face under its title as decoration: alt=""', async () => {
    const { container } = await renderWithRouter(<CardDetailPage card={card()} hash="" />);
    expect(container.querySelector('img[src="/images/cards/go-prepaid.svg"]')).toHaveAttribute(
      'alt',
      '',
    );
  });

  it('puts the lifestyle image before the benefits and the promotion image after them', async () => {
    await renderWithRouter(
      <CardDetailPage
        card={card({ promotion_image: { path: '/images/cards/promo.svg', alt: 'A sale' } })}
        hash=""
      />,
    );
    const benefits = screen.getByRole('region', { name: 'Benefits' });
    const steps = screen.getByRole('region', { name: 'How to apply' });
    const lifestyle = screen.getByRole('img', { name: 'A shopper' });
    const promotion = screen.getByRole('img', { name: 'A sale' });
    expect(lifestyle.compareDocumentPosition(benefits)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(promotion.compareDocumentPosition(benefits)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(promotion.compareDocumentPosition(steps)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows neither image when the card has none', async () => {
    const { container } = await renderWithRouter(
      <CardDetailPage card={card({ lifestyle_image: null })} hash="" />,
    );
    expect(screen.queryByRole('img', { name: 'A shopper' })).toBeNull();
    expect(container.querySelector('img[src="/images/cards/lifestyle.svg"]')).toBeNull();
  });

  it('opens the FAQs when the hash is #faqs', async () => {
    const { container } = await renderWithRouter(<CardDetailPage card={card()} hash="faqs" />);
    expect(container.querySelector('details#faqs')).toHaveAttribute('open');
    expect(container.querySelector('details#terms')).not.toHaveAttribute('open');
  });

  it('opens an accordion', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithRouter(<CardDetailPage card={card()} hash="" />);
    const terms = container.querySelector('details#terms');
    const summary = terms?.querySelector('summary');
    if (!summary) throw new Error('no summary');
    await user.click(summary);
    expect(terms).toHaveAttribute('open');
    expect(within(terms as HTMLElement).getByText('18 and over.')).toBeVisible();
  });

  it('links a type 1-2 card’s call to action to where to buy, full width for 1', async () => {
    await renderWithRouter(<CardDetailPage card={card({ call_to_action: 1 })} hash="" />);
    const block = screen.getByRole('region', { name: 'Get yours today' });
    expect(block).toHaveAttribute('data-layout', 'full');
    expect(within(block).getByRole('link', { name: /Apply at the bank/ })).toHaveAttribute(
      'href',
      '/cards/go-prepaid/partners/distribution',
    );
  });

  it('links a type 3-4 card’s call to action to its configured url, side by side for 2', async () => {
    await renderWithRouter(
      <CardDetailPage
        card={card({ type: 3, call_to_action: 2, apply_url: 'https://bank.example.ph/apply' })}
        hash=""
      />,
    );
    const block = screen.getByRole('region', { name: 'Get yours today' });
    expect(block).toHaveAttribute('data-layout', 'side-by-side');
    const link = within(block).getByRole('link', { name: /Apply at the bank/ });
    expect(link).toHaveAttribute('href', 'https://bank.example.ph/apply');
    expect(link).toHaveAttribute('target', '_blank');
    // No partner pages for types 3 and 4.
    expect(screen.queryByRole('link', { name: 'Find where to load' })).toBeNull();
  });

  it('has no call-to-action block for 0', async () => {
    await renderWithRouter(<CardDetailPage card={card({ call_to_action: 0 })} hash="" />);
    expect(screen.queryByRole('region', { name: 'Get yours today' })).toBeNull();
  });
});
