// A brand's name set as vector outlines (opentype.js over fonts from @fontsource), so the wordmark
// is drawn, not typed: no <text>, and the name never appears in the file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

function load(file) {
  const bytes = readFileSync(require.resolve(file));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

export const FONTS = {
  geometric: load('@fontsource/poppins/files/poppins-latin-700-normal.woff'),
  grotesque: load('@fontsource/inter/files/inter-latin-800-normal.woff'),
  serif: load('@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff'),
  label: load('@fontsource/inter/files/inter-latin-700-normal.woff'),
};

const r1 = (value) => Math.round(value * 10) / 10;

/** A glyph's outline (font units, y up) placed at (x, y) and scaled; coordinates to 0.1 px. */
function outline(commands, x, y, scale) {
  const px = (value) => r1(x + value * scale);
  const py = (value) => r1(y - value * scale);
  let last = '';
  return commands
    .map((c) => {
      if (c.type === 'Z') return 'Z';
      const point = `${px(c.x)} ${py(c.y)}`;
      // Fonts repeat a point as a zero-length line; it draws nothing.
      if (c.type === 'L' && point === last) return '';
      last = point;
      if (c.type === 'Q') return `Q${px(c.x1)} ${py(c.y1)} ${px(c.x)} ${py(c.y)}`;
      if (c.type === 'C')
        return `C${px(c.x1)} ${py(c.y1)} ${px(c.x2)} ${py(c.y2)} ${px(c.x)} ${py(c.y)}`;
      return `${c.type}${point}`;
    })
    .join('');
}

/**
 * `text` in `font`, centred on `cx` with its baseline at `y`, no wider than `maxWidth`; `tracking`
 * in em. Glyph by glyph with kerning: opentype.js's shaping stops on some fonts' ccmp tables.
 */
export function setLine(font, text, { cx, y, size, maxWidth, tracking = 0, fill }) {
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  const advances = glyphs.map(
    (glyph, i) =>
      glyph.advanceWidth +
      (glyphs[i + 1] ? font.getKerningValue(glyph, glyphs[i + 1]) : 0) +
      (glyphs[i + 1] ? tracking * font.unitsPerEm : 0),
  );
  const units = advances.reduce((sum, advance) => sum + advance, 0);
  const fitted = Math.min(size, (maxWidth * font.unitsPerEm) / units);
  const scale = fitted / font.unitsPerEm;
  let x = cx - (units * scale) / 2;
  let data = '';
  glyphs.forEach((glyph, i) => {
    data += outline(glyph.path.commands, x, y, scale);
    x += advances[i] * scale;
  });
  return { path: `<path fill="${fill}" d="${data}"/>`, size: fitted };
}

/** A long name keeps its distinctive words on the first line and the rest as a small label. */
export function splitName(name, longest = 14) {
  const words = name.split(' ');
  let head = words[0];
  let index = 1;
  while (index < words.length && `${head} ${words[index]}`.length <= longest) {
    head = `${head} ${words[index]}`;
    index += 1;
  }
  return { head, rest: words.slice(index).join(' ') };
}
