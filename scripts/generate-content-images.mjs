// Draws the seed's pictures as small SVGs sized for their slots (`node
// scripts/generate-content-images.mjs`): partner logos, card faces, category and step icons, and
// scenes for promos, offers, stories, pages and raffles (scripts/content-art/). Every path comes
// from the seed, so the seed never points at a missing file, and no picture carries text.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { cardFace } from './content-art/cards.mjs';
import { categoryIcon, stepIcon } from './content-art/icons.mjs';
import { partnerLogo } from './content-art/logos.mjs';
import { scene } from './content-art/scenes.mjs';
import { themeOf } from './content-art/themes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');

const { contentData } = await tsImport('../server/db/seed/content-data.ts', import.meta.url);
const { categoryRows, categoryImagePaths } = await tsImport(
  '../server/db/seed/settings-data.ts',
  import.meta.url,
);
const { raffleRows } = await tsImport('../server/db/seed/forms-data.ts', import.meta.url);

/** A logo's place among its theme's logos, so neighbours in a category never look alike. */
const logoIndex = new Map();
function nextLogoIndex(art) {
  const theme = themeOf(art).name;
  const index = logoIndex.get(theme) ?? 0;
  logoIndex.set(theme, index + 1);
  return index;
}

function draw(spec) {
  if (spec.card) return cardFace(spec);
  if (spec.width === 96) return stepIcon(spec);
  if (spec.width === 240) return partnerLogo(spec, nextLogoIndex(spec.art));
  return scene(spec);
}

function write(webPath, svg) {
  const file = path.join(publicDir, ...webPath.split('/').filter(Boolean));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  return svg.length;
}

// Any day gives the same paths: only the dates of the content depend on it.
const { images } = contentData('2026-01-01');
rmSync(path.join(publicDir, 'images', 'content'), { recursive: true, force: true });
rmSync(path.join(publicDir, 'images', 'categories'), { recursive: true, force: true });
let bytes = 0;
for (const spec of images) bytes += write(spec.path, draw(spec));
const names = [...new Set(categoryRows.map((row) => row.category))];
for (const name of names) {
  const paths = categoryImagePaths(name);
  bytes += write(paths.default, categoryIcon(name, false));
  bytes += write(paths.active, categoryIcon(name, true));
}
for (const raffle of raffleRows) {
  const art = raffle.slug.includes('summer') ? 'summer' : 'raffle';
  bytes += write(raffle.bannerImage, scene({ width: 1200, height: 360, title: raffle.title, art }));
}
console.log(
  `Wrote ${images.length + names.length * 2 + raffleRows.length} images (${Math.round(bytes / 1024)} KB) under public/images.`,
);
