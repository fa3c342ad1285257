// Draws the demo content's images as small SVG placeholders sized for their slots (`node
// scripts/generate-content-images.mjs`). Every path comes from the seed (contentImages in
// content-data.ts), so the seed never points at a missing file; a test checks that too.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');

const { contentData } = await tsImport('../server/db/seed/content-data.ts', import.meta.url);
const { categoryRows, categoryImagePaths } = await tsImport(
  '../server/db/seed/settings-data.ts',
  import.meta.url,
);

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

function escapeXml(text) {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char],
  );
}

function wrap(text, width, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    lines.length = max;
    lines[max - 1] = `${lines[max - 1].replace(/\s+\S*$/, '')}…`;
  }
  return lines;
}

const colour = (hue, saturation, lightness) => `hsl(${hue % 360} ${saturation}% ${lightness}%)`;

function gradient(hue) {
  return (
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${colour(hue, 70, 34)}"/>` +
    `<stop offset="1" stop-color="${colour(hue + 40, 72, 43)}"/>` +
    '</linearGradient></defs>'
  );
}

function open(width, height, label) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" ` +
    `height="${height}" role="img" aria-label="${escapeXml(label)}">`
  );
}

function textLines(lines, x, y, size, anchor, weight = 700, opacity = 1) {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.2}" font-family="${FONT}" font-size="${size}" ` +
        `font-weight="${weight}" fill="#fff" fill-opacity="${opacity}" text-anchor="${anchor}">` +
        `${escapeXml(line)}</text>`,
    )
    .join('');
}

function banner({ width, height, title, subtitle, hue }) {
  const lines = wrap(title, 34, 2);
  return (
    open(width, height, title) +
    gradient(hue) +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width - 220}" cy="${height / 2}" r="150" fill="#fff" fill-opacity=".12"/>` +
    `<circle cx="${width - 110}" cy="70" r="60" fill="${colour(hue + 180, 90, 65)}" fill-opacity=".8"/>` +
    `<circle cx="${width - 330}" cy="${height - 60}" r="28" fill="#fff" fill-opacity=".3"/>` +
    textLines(lines, 96, lines.length > 1 ? 170 : 200, 56, 'start') +
    (subtitle
      ? textLines(wrap(subtitle, 60, 1), 96, lines.length > 1 ? 320 : 270, 28, 'start', 400, 0.85)
      : '') +
    '</svg>'
  );
}

function strip({ width, height, title, hue }) {
  // Short lines: on a phone the strip is cropped to its left part (banner-carousel.module.css).
  const lines = wrap(title, 28, 2);
  return (
    open(width, height, title) +
    gradient(hue) +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width - 160}" cy="${height / 2}" r="80" fill="#fff" fill-opacity=".12"/>` +
    `<circle cx="${width - 300}" cy="40" r="24" fill="${colour(hue + 180, 90, 65)}" fill-opacity=".8"/>` +
    textLines(lines, 96, lines.length > 1 ? height / 2 - 10 : height / 2 + 14, 40, 'start') +
    '</svg>'
  );
}

function tile({ width, height, title, hue }) {
  const size = Math.round(width / 14);
  const lines = wrap(title, Math.floor((width * 0.8) / (size * 0.55)), 3);
  const top = height / 2 - ((lines.length - 1) * size * 1.2) / 2 + size / 3;
  return (
    open(width, height, title) +
    gradient(hue) +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.28}" fill="#fff" fill-opacity=".12"/>` +
    `<circle cx="${width * 0.1}" cy="${height * 0.9}" r="${height * 0.18}" fill="${colour(hue + 180, 90, 65)}" fill-opacity=".5"/>` +
    textLines(lines, width / 2, top, size, 'middle') +
    '</svg>'
  );
}

function initials(title) {
  return title
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 3)
    .map((word) => word[0].toUpperCase())
    .join('');
}

function logo({ width, height, title, hue }) {
  return (
    open(width, height, title) +
    gradient(hue) +
    `<rect width="${width}" height="${height}" rx="40" fill="#fff"/>` +
    `<circle cx="${width / 2}" cy="${height / 2 - 14}" r="78" fill="url(#g)"/>` +
    `<text x="${width / 2}" y="${height / 2 + 4}" font-family="${FONT}" font-size="56" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(initials(title))}</text>` +
    `<text x="${width / 2}" y="${height - 22}" font-family="${FONT}" font-size="18" font-weight="600" fill="${colour(hue, 60, 30)}" text-anchor="middle">${escapeXml(wrap(title, 22, 1)[0])}</text>` +
    '</svg>'
  );
}

function card({ width, height, title, hue }) {
  const lines = wrap(title, 30, 2);
  return (
    open(width, height, title) +
    gradient(hue) +
    `<rect width="${width}" height="${height}" rx="32" fill="url(#g)"/>` +
    `<circle cx="${width - 90}" cy="90" r="120" fill="#fff" fill-opacity=".1"/>` +
    `<text x="40" y="70" font-family="${FONT}" font-size="28" font-weight="800" fill="#fff" letter-spacing="2">GO REWARDS</text>` +
    `<rect x="40" y="130" width="84" height="64" rx="10" fill="#f3d27a"/>` +
    '<path d="M40 162 h84 M82 130 v64" stroke="#c9a548" stroke-width="3"/>' +
    `<text x="40" y="250" font-family="'Courier New', monospace" font-size="30" fill="#fff" fill-opacity=".9">8888 •••• •••• 0000</text>` +
    textLines(lines, 40, lines.length > 1 ? 310 : 340, 28, 'start', 600) +
    '</svg>'
  );
}

function icon({ width, height, title, hue }) {
  return (
    open(width, height, title) +
    gradient(hue) +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2 - 4}" fill="url(#g)"/>` +
    `<text x="${width / 2}" y="${height / 2 + 14}" font-family="${FONT}" font-size="40" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>` +
    '</svg>'
  );
}

function categoryIcon(name, active) {
  const size = 96;
  const hue = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 0);
  const fill = active ? colour(hue, 70, 42) : '#ffffff';
  const ink = active ? '#ffffff' : '#5b6478';
  return (
    open(size, size, name) +
    `<rect x="2" y="2" width="${size - 4}" height="${size - 4}" rx="24" fill="${fill}" stroke="${active ? fill : '#c9cfdb'}" stroke-width="3"/>` +
    `<text x="${size / 2}" y="${size / 2 + 12}" font-family="${FONT}" font-size="32" font-weight="800" fill="${ink}" text-anchor="middle">${escapeXml(initials(name))}</text>` +
    '</svg>'
  );
}

function draw(spec) {
  if (spec.width === 96) return icon(spec);
  if (spec.width === 240) return logo(spec);
  if (spec.width === 640) return card(spec);
  if (spec.width === 1440) return spec.height === 200 ? strip(spec) : banner(spec);
  return tile(spec);
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
console.log(
  `Wrote ${images.length + names.length * 2} images (${Math.round(bytes / 1024)} KB) under public/images.`,
);
