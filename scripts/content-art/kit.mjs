// Shared pieces of the seed art: the SVG frame, a seeded random source and lucide's icons drawn
// as shapes (the icon set the project's art comes from; `lucide-static` ships its nodes as JSON).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const iconNodes = require('lucide-static/icon-nodes.json');

/** Two decimals at most: the files stay small and diff cleanly. */
export const n = (value) => Math.round(value * 100) / 100;

/** The art is decorative: the page around it names what it shows (alt="" there). */
export function frame(width, height, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `width="${width}" height="${height}" aria-hidden="true">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

export function hashOf(text) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** mulberry32: the same item always gets the same picture. */
export function randomFrom(text) {
  let state = hashOf(text);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = (random, list) => list[Math.floor(random() * list.length)];

function attributes(attrs) {
  return Object.entries(attrs)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
}

/** An icon's shapes, unstyled (24 × 24 units); throws on a name lucide does not have. */
export function iconShapes(name) {
  const nodes = iconNodes[name];
  if (!nodes) throw new Error(`lucide has no icon "${name}"`);
  return nodes.map(([tag, attrs]) => `<${tag}${attrs ? attributes(attrs) : ''}/>`).join('');
}

/** An icon stroked in `colour`, `size` px wide, its top left corner at (x, y). */
export function icon(name, x, y, size, colour, weight = 2) {
  const scale = size / 24;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})" fill="none" stroke="${colour}" ` +
    `stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${iconShapes(name)}</g>`
  );
}

export function linear(id, from, to, x2 = 1, y2 = 1) {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}
