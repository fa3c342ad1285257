// Promo, offer, story and page art: a category's emblem on an accent disc, its other icons in
// frosted tiles around it and a faint pattern of them behind, on the category's ground.
import { frame, icon, linear, n, pick, randomFrom } from './kit.mjs';
import { themeOf } from './themes.mjs';

/** Where things go, as fractions of the slot: the emblem, its radius (of the height), the tiles. */
const LAYOUTS = {
  catalog: {
    hero: [0.5, 0.5],
    radius: 0.28,
    tiles: [
      [0.17, 0.27],
      [0.84, 0.3],
      [0.8, 0.77],
      [0.19, 0.76],
    ],
    tile: 0.2,
  },
  banner: {
    hero: [0.7, 0.5],
    radius: 0.3,
    tiles: [
      [0.5, 0.3],
      [0.9, 0.27],
      [0.88, 0.76],
      [0.53, 0.74],
    ],
    tile: 0.22,
  },
  // On a phone the strip is cropped to its left part (banner-carousel.module.css).
  strip: {
    hero: [0.1, 0.5],
    radius: 0.34,
    tiles: [
      [0.22, 0.3],
      [0.3, 0.7],
      [0.62, 0.36],
      [0.84, 0.64],
    ],
    tile: 0.3,
  },
};

function slotOf(width, height) {
  if (height === 200) return 'strip';
  if (width / height > 3) return 'banner';
  return 'catalog';
}

function shuffle(random, list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

function sparkle(x, y, r, fill) {
  const k = r * 0.28;
  return (
    `<path d="M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ` +
    `${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z" fill="${fill}"/>`
  );
}

/** A faint repeat of the theme's icons over the whole ground, like a printed wrapping paper. */
function pattern(theme, height, random) {
  const cell = height >= 400 ? 96 : 72;
  const size = cell * 0.34;
  const offset = Math.floor(random() * 4);
  const icons = [0, 1, 2, 3].map((i) => theme.icons[(i + offset) % 4]);
  const spots = [
    [0, 0],
    [cell, 0],
    [cell / 2, cell / 2],
    [cell * 1.5, cell / 2],
  ];
  const tile = icons
    .map((name, i) => icon(name, spots[i][0] + (cell - size) / 2, spots[i][1], size, '#fff', 2))
    .join('');
  return {
    defs: `<pattern id="p" width="${cell * 2}" height="${cell}" patternUnits="userSpaceOnUse">${tile}</pattern>`,
    body: '<rect width="100%" height="100%" fill="url(#p)" opacity=".07"/>',
  };
}

function frosted(x, y, size, name, random, filled, theme) {
  const turn = n((random() - 0.5) * 14);
  const fill = filled
    ? `fill="${theme.accent}"`
    : 'fill="#fff" fill-opacity=".14" stroke="#fff" stroke-opacity=".3" stroke-width="1.5"';
  return (
    `<g transform="rotate(${turn} ${n(x)} ${n(y)})">` +
    `<rect x="${n(x - size / 2)}" y="${n(y - size / 2)}" width="${n(size)}" height="${n(size)}" ` +
    `rx="${n(size * 0.28)}" ${fill}/>` +
    icon(
      name,
      x - size * 0.3,
      y - size * 0.3,
      size * 0.6,
      filled ? theme.ground[0] : '#fff',
      1.75,
    ) +
    '</g>'
  );
}

/** The emblem on an accent disc, the other icons in tiles around it. */
function badge({ width, height, theme, random, slot, hero, others }) {
  const layout = LAYOUTS[slot];
  const mirror = slot !== 'strip' && random() < 0.5;
  const at = ([fx, fy]) => [(mirror ? 1 - fx : fx) * width, fy * height];
  const [hx, hy] = at(layout.hero);
  const r = layout.radius * height;
  const tiles = layout.tiles
    .map((position, i) => {
      const [x, y] = at(position);
      const size = layout.tile * height * (i % 2 ? 0.86 : 1);
      return frosted(x, y, size, others[i % others.length], random, false, theme);
    })
    .join('');
  const sparkles = [0, 1, 2]
    .map((i) => {
      const angle = random() * Math.PI * 2;
      const distance = r * (1.35 + i * 0.25);
      return sparkle(
        hx + Math.cos(angle) * distance,
        hy + Math.sin(angle) * distance * 0.7,
        height * (0.03 - i * 0.006),
        i === 1 ? '#fff' : theme.accent,
      );
    })
    .join('');
  return (
    `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(r * 1.9)}" fill="${theme.tint}" fill-opacity=".1"/>` +
    `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(r * 1.45)}" fill="${theme.tint}" fill-opacity=".12"/>` +
    tiles +
    `<circle cx="${n(hx + r * 0.08)}" cy="${n(hy + r * 0.1)}" r="${n(r)}" fill="#000" fill-opacity=".18"/>` +
    `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(r)}" fill="${theme.accent}"/>` +
    icon(hero, hx - r * 0.58, hy - r * 0.58, r * 1.16, theme.ground[0], 1.6) +
    sparkles
  );
}

/** The emblem drawn huge in the accent colour, running off one side, a column of tiles beside. */
function closeUp({ width, height, theme, random, slot, hero, others }) {
  const wide = slot !== 'catalog';
  const size = height * (wide ? 1.25 : 1.05);
  const left = random() < 0.5;
  const x = left ? -size * 0.12 : width - size * 0.88;
  const y = height - size * 0.8;
  const tile = height * (wide ? 0.22 : 0.19);
  const column = left
    ? width - (wide ? width * 0.25 : tile * 1.1)
    : wide
      ? width * 0.25
      : tile * 1.1;
  const tiles = (wide ? [0.3, 0.7] : [0.24, 0.5, 0.76])
    .map((fy, i) =>
      wide
        ? frosted(
            column + (i - 0.5) * tile * 1.6,
            fy * height,
            tile,
            others[i],
            random,
            i === 0,
            theme,
          )
        : frosted(column, fy * height, tile, others[i], random, i === 1, theme),
    )
    .join('');
  return (
    `<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size * 0.56)}" fill="${theme.tint}" fill-opacity=".12"/>` +
    icon(hero, x, y, size, theme.accent, 1.4) +
    tiles
  );
}

/** A sheet of icon tiles, one of them in the accent colour. */
function grid({ width, height, theme, random, slot, hero, others }) {
  const cols = slot === 'catalog' ? 3 : slot === 'strip' ? 4 : 5;
  const rows = slot === 'strip' ? 1 : 2;
  const tile = height * (slot === 'strip' ? 0.5 : 0.3);
  const gap = tile * 0.22;
  const span = cols * tile + (cols - 1) * gap;
  const x0 =
    slot === 'catalog'
      ? (width - span) / 2
      : slot === 'strip'
        ? height * 0.3
        : width - span - height * 0.2;
  const y0 = (height - (rows * tile + (rows - 1) * gap)) / 2;
  const lit = Math.floor(random() * cols * rows);
  let tiles = '';
  for (let row = 0; row < rows; row += 1)
    for (let col = 0; col < cols; col += 1) {
      const i = row * cols + col;
      const name = i === lit ? hero : others[i % others.length];
      const x = x0 + col * (tile + gap) + tile / 2;
      const y = y0 + row * (tile + gap) + tile / 2;
      tiles += frosted(x, y, tile, name, random, i === lit, theme);
    }
  return tiles;
}

const COMPOSITIONS = [badge, closeUp, grid];

export function scene({ width, height, title, art }) {
  const theme = themeOf(art);
  const random = randomFrom(title);
  const slot = slotOf(width, height);
  const hero = pick(random, theme.icons.slice(0, 3));
  const others = shuffle(
    random,
    theme.icons.filter((name) => name !== hero),
  );
  const wallpaper = pattern(theme, height, random);
  const compose = slot === 'strip' ? badge : pick(random, COMPOSITIONS);
  return frame(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      wallpaper.body +
      compose({ width, height, theme, random, slot, hero, others }),
    linear('g', theme.ground[0], theme.ground[1]) + wallpaper.defs,
  );
}
