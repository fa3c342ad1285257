// What each category or motif looks like: its palette (a deep pair for the ground, an accent, a
// light tint), its lucide icons (the first is its emblem) and, for partners, its brand colours.
const THEMES = {
  groceries: {
    ground: ['#0f5132', '#1f8a4c'],
    accent: '#f6c343',
    tint: '#d9f2e1',
    icons: ['shopping-basket', 'apple', 'carrot', 'milk', 'wheat', 'citrus', 'egg', 'fish'],
    brands: ['#1f8a4c', '#c0392b', '#2e7d32', '#e67e22'],
  },
  department: {
    ground: ['#4a1548', '#8e2a6b'],
    accent: '#ff9eb5',
    tint: '#f7dcea',
    icons: ['shopping-bag', 'store', 'tag', 'gift', 'shirt', 'gem', 'sparkles'],
    brands: ['#8e2a6b', '#1d3c78', '#b5475d', '#e4572e', '#3730a3'],
  },
  home: {
    ground: ['#6b2a0c', '#b4531b'],
    accent: '#ffd166',
    tint: '#fbe3cf',
    icons: ['house', 'hammer', 'paint-roller', 'sofa', 'lamp', 'wrench', 'drill', 'ruler'],
    brands: ['#b4531b', '#37474f', '#7b3fa0'],
  },
  health: {
    ground: ['#0b5563', '#138a96'],
    accent: '#ff9aa8',
    tint: '#d5f0f2',
    icons: ['heart-pulse', 'pill', 'stethoscope', 'leaf', 'sparkles', 'hand-heart', 'flower-2'],
    brands: ['#138a96', '#d6336c', '#2f6f4f'],
  },
  travel: {
    ground: ['#0b3c74', '#1673c9'],
    accent: '#ffc857',
    tint: '#d8e9fb',
    icons: ['plane', 'luggage', 'tree-palm', 'ship', 'map-pin', 'compass', 'mountain', 'bus'],
    brands: ['#1673c9', '#d35400', '#0e8a8a', '#6d4c41'],
  },
  convenience: {
    ground: ['#8c1c13', '#d63a1f'],
    accent: '#ffd23f',
    tint: '#fde2d8',
    icons: ['store', 'coffee', 'cup-soda', 'receipt', 'smartphone', 'sandwich', 'wallet'],
    brands: ['#d63a1f', '#f08c00', '#1b7f5a', '#5b3cc4'],
  },
  dining: {
    ground: ['#7c2d12', '#c2410c'],
    accent: '#fde68a',
    tint: '#fde9d6',
    icons: ['utensils', 'chef-hat', 'soup', 'drumstick', 'coffee', 'ice-cream-cone', 'pizza'],
    brands: ['#c2410c', '#7f1d1d', '#5d4037', '#b7791f', '#db2777'],
  },
  fuel: {
    ground: ['#1e293b', '#334e7a'],
    accent: '#f97316',
    tint: '#dfe6f1',
    icons: ['fuel', 'car', 'wrench', 'gauge', 'car-front', 'battery-charging', 'key-round'],
    brands: ['#ea580c', '#1e3a8a'],
  },
  fashion: {
    ground: ['#4c1d95', '#7c3aed'],
    accent: '#f9a8d4',
    tint: '#ede4fd',
    icons: ['shirt', 'glasses', 'gem', 'watch', 'footprints', 'scissors', 'crown'],
  },
  gadgets: {
    ground: ['#0f172a', '#1e3a8a'],
    accent: '#22d3ee',
    tint: '#dbeafe',
    icons: ['smartphone', 'laptop', 'headphones', 'watch', 'tablet', 'camera', 'gamepad-2'],
  },
  rewards: {
    ground: ['#0b1f4d', '#2451a3'],
    accent: '#ffc233',
    tint: '#dde6f7',
    icons: ['gift', 'star', 'ticket', 'trophy', 'coins', 'badge-percent', 'crown'],
  },
  holiday: {
    ground: ['#7f1d1d', '#b91c1c'],
    accent: '#fcd34d',
    tint: '#fde2e2',
    icons: ['gift', 'party-popper', 'snowflake', 'star', 'cake-slice', 'sparkles', 'bell'],
  },
  summer: {
    ground: ['#0e7490', '#0891b2'],
    accent: '#fde047',
    tint: '#d6f3f8',
    icons: ['sun', 'tree-palm', 'umbrella', 'ice-cream-cone', 'ship', 'citrus'],
  },
  app: {
    ground: ['#0b1f4d', '#3b5bdb'],
    accent: '#ffc233',
    tint: '#e0e7ff',
    icons: ['smartphone', 'qr-code', 'bell', 'user-plus', 'star', 'wallet'],
  },
  cards: {
    ground: ['#111827', '#2451a3'],
    accent: '#ffc233',
    tint: '#e0e7ff',
    icons: ['credit-card', 'wallet', 'nfc', 'coins', 'shopping-bag', 'shield-check'],
  },
  bills: {
    ground: ['#134e4a', '#0f766e'],
    accent: '#fde047',
    tint: '#d1fae5',
    icons: ['receipt', 'plug-zap', 'wifi', 'smartphone', 'coins', 'house'],
  },
  security: {
    ground: ['#064e3b', '#0f766e'],
    accent: '#a7f3d0',
    tint: '#d1fae5',
    icons: ['shield-check', 'lock', 'key-round', 'smartphone', 'bell', 'user-plus'],
  },
  stories: {
    ground: ['#312e81', '#4f46e5'],
    accent: '#fbbf24',
    tint: '#e0e7ff',
    icons: ['book-open', 'newspaper', 'camera', 'heart', 'map-pin', 'chart-column'],
  },
  love: {
    ground: ['#831843', '#db2777'],
    accent: '#fecdd3',
    tint: '#fce7f3',
    icons: ['heart', 'gift', 'flower', 'cake-slice', 'sparkles', 'calendar-heart'],
  },
  shopping: {
    ground: ['#134e4a', '#0d9488'],
    accent: '#fcd34d',
    tint: '#ccfbf1',
    icons: ['shopping-cart', 'package', 'truck', 'store', 'tag', 'badge-percent'],
  },
  raffle: {
    ground: ['#0b1f4d', '#2451a3'],
    accent: '#ffc233',
    tint: '#dde6f7',
    icons: ['ticket', 'car', 'trophy', 'gift', 'party-popper', 'star'],
  },
};

/** The seed's categories (settings-data.ts) and the theme each one is drawn in. */
const CATEGORIES = {
  supermarkets: 'groceries',
  'food and groceries': 'groceries',
  groceries: 'groceries',
  'department stores': 'department',
  'home improvement': 'home',
  'home and living': 'home',
  'health and beauty': 'health',
  'health and wellness': 'health',
  travel: 'travel',
  'convenience stores': 'convenience',
  restaurants: 'dining',
  dining: 'dining',
  'fuel and auto': 'fuel',
  fashion: 'fashion',
  gadgets: 'gadgets',
};

/** A category's or motif's theme; a new category must be given one here. */
export function themeOf(art) {
  const key = art.toLowerCase();
  const theme = THEMES[CATEGORIES[key] ?? key];
  if (!theme)
    throw new Error(`No art theme for "${art}": add it to scripts/content-art/themes.mjs`);
  return { name: CATEGORIES[key] ?? key, ...theme };
}
