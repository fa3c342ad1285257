// Card faces: the pattern and finish come from the card's type and tier, the mark from its
// issuer; chip, contactless sign and number are drawn as shapes, never typed.
import { frame, icon, linear, n } from './kit.mjs';

/** Issuers: the programme's own star, or a bank's mark and colours. */
const ISSUERS = {
  gorewards: { programme: true },
  gorewardsblack: { programme: true },
  bayanihanbank: { mark: 'landmark', ground: ['#0f3d2a', '#17804f'] },
  perlassavings: { mark: 'piggy-bank', ground: ['#f9e7ef', '#e7b8cf'], ink: '#4a1d35' },
  lakasbank: { mark: 'shield' },
};

/** `type:tier` → finish; a face without a ground takes its issuer's. */
const FACES = {
  'prepaid:standard': { ground: ['#0b1f4d', '#2451a3'], pattern: 'arcs', foil: '#ffc233' },
  'prepaid:student': {
    ground: ['#0f5e59', '#22a06b'],
    pattern: 'stripes',
    foil: '#ffe08a',
    emblem: 'graduation-cap',
  },
  'virtual:standard': { ground: ['#3b2a9b', '#7c3aed'], pattern: 'dots', foil: '#c4b5fd' },
  'debit:standard': { pattern: 'waves', foil: '#f6c343' },
  'credit:classic': { ground: ['#123a8c', '#2f6fdf'], pattern: 'hexagons', foil: '#ffd166' },
  'credit:platinum': {
    ground: ['#aeb8c6', '#eef1f5'],
    pattern: 'rings',
    foil: '#6b7789',
    ink: '#1f2937',
  },
  'credit:black': { ground: ['#050505', '#2a2a2e'], pattern: 'chevrons', foil: '#d4af37' },
};

const W = 640;
const H = 400;

function patternOf(kind, ink) {
  const line = `fill="none" stroke="${ink}" stroke-opacity=".14"`;
  switch (kind) {
    case 'arcs':
      return [1, 2, 3, 4, 5, 6]
        .map((i) => `<circle cx="${W}" cy="${H}" r="${i * 70}" ${line} stroke-width="14"/>`)
        .join('');
    case 'stripes':
      return `<path d="${Array.from({ length: 14 }, (_, i) => `M${i * 60 - 200} ${H}L${i * 60 + 100} 0`).join('')}" ${line} stroke-width="18"/>`;
    case 'dots': {
      let dots = '';
      for (let y = 30; y < H; y += 34) for (let x = 300; x < W; x += 34) dots += `M${x} ${y}h.01`;
      return `<path d="${dots}" fill="none" stroke="${ink}" stroke-opacity=".3" stroke-width="7" stroke-linecap="round"/>`;
    }
    case 'waves':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M0 ${250 + i * 40}C160 ${200 + i * 40} 320 ${320 + i * 40} ${W} ${230 + i * 40}" ${line} stroke-width="16"/>`,
        )
        .join('');
    case 'hexagons': {
      let cells = '';
      for (let row = 0; row < 8; row += 1)
        for (let col = 0; col < 6; col += 1) {
          const x = 330 + col * 56 + (row % 2) * 28;
          const y = row * 49;
          cells += `M${x} ${y - 32}l28 16v32l-28 16l-28-16v-32z`;
        }
      return `<path d="${cells}" ${line} stroke-width="2.5"/>`;
    }
    case 'rings':
      return Array.from(
        { length: 16 },
        (_, i) => `<circle cx="520" cy="90" r="${24 + i * 18}" ${line} stroke-width="1.5"/>`,
      ).join('');
    default:
      return `<path d="${Array.from({ length: 9 }, (_, i) => `M${260 + i * 50} 0l110 200l-110 200`).join('')}" fill="none" stroke="${ink}" stroke-opacity=".5" stroke-width="1.5"/>`;
  }
}

/** The programme's mark, as in the site's logo: a gold tile with a navy star. */
function programmeMark(x, y, size, foil) {
  const s = size / 36;
  return (
    `<g transform="translate(${x} ${y}) scale(${n(s)})"><rect width="36" height="36" rx="11" fill="${foil}"/>` +
    '<path d="M18 7.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7Z" fill="#0b1f4d"/></g>'
  );
}

function chip(x, y, foil) {
  return (
    `<rect x="${x}" y="${y}" width="76" height="58" rx="11" fill="${foil}"/>` +
    `<path d="M${x} ${y + 20}h24v18h-24M${x + 76} ${y + 20}h-24v18h24M${x + 24} ${y}v58M${x + 52} ${y}v58" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="2.5"/>`
  );
}

/** Four groups of four dots where the number would be, and bars for the name and expiry. */
function numberAndName(ink) {
  let dots = '';
  for (let group = 0; group < 4; group += 1)
    for (let dot = 0; dot < 4; dot += 1) dots += `M${52 + group * 118 + dot * 22} 290h.01`;
  return (
    `<path d="${dots}" stroke="${ink}" stroke-opacity=".85" stroke-width="11" stroke-linecap="round"/>` +
    `<rect x="48" y="334" width="190" height="12" rx="6" fill="${ink}" fill-opacity=".45"/>` +
    `<rect x="262" y="334" width="64" height="12" rx="6" fill="${ink}" fill-opacity=".3"/>`
  );
}

export function cardFace({ width, height, card }) {
  const face = FACES[`${card.type}:${card.tier}`] ?? FACES[`${card.type}:standard`];
  const issuer = ISSUERS[card.brand];
  if (!face || !issuer)
    throw new Error(
      `No card face for ${card.type}/${card.tier}/${card.brand}: add it to cards.mjs`,
    );
  const ground = face.ground ?? issuer.ground;
  const ink = face.ink ?? issuer.ink ?? '#ffffff';
  const foil = face.foil;
  const mark = issuer.programme
    ? programmeMark(44, 40, 60, foil)
    : `<circle cx="74" cy="70" r="30" fill="${ink}" fill-opacity=".16"/>${icon(issuer.mark, 56, 52, 36, ink, 2)}` +
      programmeMark(W - 92, 44, 48, foil);
  const emblem = face.emblem ? icon(face.emblem, W - 180, 120, 120, ink, 1.25) : '';
  const body =
    `<rect width="${W}" height="${H}" rx="32" fill="url(#g)"/>` +
    `<g clip-path="url(#c)">${patternOf(face.pattern, ink)}</g>` +
    mark +
    emblem +
    (card.type === 'virtual'
      ? icon('smartphone', 52, 140, 58, ink, 1.75) + icon('cloud', 118, 150, 40, ink, 1.75)
      : chip(48, 140, foil) + icon('nfc', 140, 150, 40, ink, 2)) +
    numberAndName(ink) +
    (card.type === 'credit'
      ? `<circle cx="534" cy="338" r="26" fill="${foil}"/><circle cx="566" cy="338" r="26" fill="${ink}" fill-opacity=".55"/>`
      : card.type === 'debit'
        ? `<rect x="520" y="316" width="72" height="44" rx="10" fill="${ink}" fill-opacity=".22"/><path d="M536 338h40" stroke="${foil}" stroke-width="6" stroke-linecap="round"/>`
        : '');
  return frame(
    width,
    height,
    body,
    linear('g', ground[0], ground[1]) +
      `<clipPath id="c"><rect width="${W}" height="${H}" rx="32"/></clipPath>`,
  );
}
