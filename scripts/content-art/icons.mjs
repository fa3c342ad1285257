// Category filter icons and the cards' how-to-apply step icons, from lucide.
import { frame, icon } from './kit.mjs';
import { themeOf } from './themes.mjs';

/** The lucide icon of each seed category (settings-data.ts); a new category needs one here. */
const CATEGORY_ICONS = {
  supermarkets: 'shopping-cart',
  'food and groceries': 'apple',
  groceries: 'shopping-basket',
  'department stores': 'shopping-bag',
  'home improvement': 'hammer',
  'home and living': 'sofa',
  'health and beauty': 'sparkles',
  'health and wellness': 'heart-pulse',
  travel: 'plane',
  'convenience stores': 'store',
  restaurants: 'utensils',
  dining: 'utensils-crossed',
  'fuel and auto': 'fuel',
  fashion: 'shirt',
  gadgets: 'smartphone',
};

/** Drawn at 20 px beside the filter's label: the active one filled in its category's colour. */
export function categoryIcon(name, active) {
  const glyph = CATEGORY_ICONS[name.toLowerCase()];
  if (!glyph) throw new Error(`No icon for category "${name}": add it to content-art/icons.mjs`);
  const colour = themeOf(name).ground[1];
  return frame(
    96,
    96,
    `<rect x="2" y="2" width="92" height="92" rx="24" fill="${active ? colour : '#fff'}" ` +
      `stroke="${active ? colour : '#c9cfdb'}" stroke-width="3"/>` +
      icon(glyph, 18, 18, 60, active ? '#fff' : '#4a5468', 2.25),
  );
}

const STEPS = { 'step-id': 'id-card', 'step-get': 'clipboard-check', 'step-link': 'smartphone' };

export function stepIcon({ width, height, art }) {
  return frame(
    width,
    height,
    `<circle cx="48" cy="48" r="46" fill="#e8eefb"/>` + icon(STEPS[art], 24, 24, 48, '#2451a3', 2),
  );
}
