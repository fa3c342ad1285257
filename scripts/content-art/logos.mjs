// Partner logos: a mark (a lucide icon that says what the brand is, in a shape of its own) over a
// wordmark set in one of three faces. Each brand gets its own shape, face, colour and style.
import { frame, icon, n } from './kit.mjs';
import { themeOf } from './themes.mjs';
import { FONTS, setLine, splitName } from './wordmark.mjs';

/** A brand's mark, by a word of its name; a brand not listed gets its category's icons in turn. */
const MARKS = {
  bayanihan: 'handshake',
  palengke: 'carrot',
  suki: 'shopping-basket',
  tindahan: 'shopping-cart',
  perlas: 'gem',
  kalayaan: 'flag',
  sampaguita: 'flower',
  bahay: 'house',
  tibay: 'hammer',
  ilaw: 'lamp',
  ginhawa: 'pill',
  ganda: 'sparkles',
  lunas: 'stethoscope',
  lakbay: 'plane',
  biyahe: 'bus',
  isla: 'ship',
  pahinga: 'bed',
  kanto: 'store',
  tambayan: 'clock',
  saglit: 'timer',
  padala: 'send',
  kusina: 'chef-hat',
  lutong: 'flame',
  kape: 'coffee',
  inasal: 'drumstick',
  halo: 'ice-cream-cone',
  gasolina: 'fuel',
  makina: 'cog',
  pindot: 'mouse-pointer-click',
  kidlat: 'zap',
};

const SHAPES = ['circle', 'squircle', 'diamond', 'hexagon', 'shield', 'leaf', 'ring'];
const FACES = ['geometric', 'serif', 'grotesque'];

function hexagon(cx, cy, r) {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${n(cx + r * Math.cos(angle))} ${n(cy + r * Math.sin(angle))}`;
  });
  return `M${points.join('L')}Z`;
}

function container(shape, cx, cy, size, fill) {
  const h = size / 2;
  switch (shape) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="${h}" fill="${fill}"/>`;
    case 'squircle':
      return `<rect x="${cx - h}" y="${cy - h}" width="${size}" height="${size}" rx="${n(size * 0.3)}" fill="${fill}"/>`;
    case 'diamond': {
      const s = size * 0.74;
      return `<rect x="${n(cx - s / 2)}" y="${n(cy - s / 2)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.2)}" transform="rotate(45 ${cx} ${cy})" fill="${fill}"/>`;
    }
    case 'hexagon':
      return `<path d="${hexagon(cx, cy, h * 1.04)}" fill="${fill}" stroke="${fill}" stroke-width="10" stroke-linejoin="round"/>`;
    case 'shield':
      return `<path d="M${cx} ${cy - h}L${cx + h} ${n(cy - h * 0.62)}V${cy}C${cx + h} ${n(cy + h * 0.62)} ${n(cx + h * 0.5)} ${n(cy + h * 0.9)} ${cx} ${cy + h}C${n(cx - h * 0.5)} ${n(cy + h * 0.9)} ${cx - h} ${n(cy + h * 0.62)} ${cx - h} ${cy}V${n(cy - h * 0.62)}Z" fill="${fill}"/>`;
    case 'leaf':
      return `<path d="M${cx - h} ${cy + h}V${cy}A${h} ${h} 0 0 1 ${cx} ${cy - h}H${cx + h}V${cy}A${h} ${h} 0 0 1 ${cx} ${cy + h}Z" fill="${fill}"/>`;
    default:
      return `<circle cx="${cx}" cy="${cy}" r="${h - 5}" fill="none" stroke="${fill}" stroke-width="10"/>`;
  }
}

/**
 * `index`: the logo's place among its theme's partners, so no two partners of a category share a
 * colour, shape, face or style (light or solid).
 */
export function partnerLogo({ width, height, title, art }, index) {
  const theme = themeOf(art);
  const brand = theme.brands?.[index % theme.brands.length] ?? theme.ground[1];
  const shape = SHAPES[(index * 3 + theme.name.length) % SHAPES.length];
  const face = FONTS[FACES[(index + theme.name.length) % FACES.length]];
  const solid = index % 2 === 1;
  const ground = solid ? brand : '#ffffff';
  const ink = solid ? '#ffffff' : brand;
  const { head, rest } = splitName(title);
  const cx = width / 2;
  const word = setLine(face, head, {
    cx,
    y: rest ? 172 : 182,
    size: 36,
    maxWidth: 206,
    fill: solid ? '#ffffff' : '#1c2433',
  });
  const label = rest
    ? setLine(FONTS.label, rest.toUpperCase(), {
        cx,
        y: 200,
        size: 13,
        maxWidth: 190,
        tracking: 0.16,
        fill: ink,
      }).path
    : '';
  const markY = rest ? 78 : 84;
  // A ring is drawn in the ink; the other shapes are filled with it, the icon cut out of them.
  const glyph = shape === 'ring' ? ink : ground;
  return frame(
    width,
    height,
    `<rect width="${width}" height="${height}" rx="40" fill="${ground}"/>` +
      container(shape, cx, markY, 92, ink) +
      icon(markOf(title, theme, index), cx - 24, markY - 24, 48, glyph, 2.25) +
      word.path +
      label,
  );
}

function markOf(title, theme, index) {
  const word = title
    .toLowerCase()
    .split(/[\s-]+/)
    .find((part) => MARKS[part]);
  return word ? MARKS[word] : theme.icons[index % theme.icons.length];
}
