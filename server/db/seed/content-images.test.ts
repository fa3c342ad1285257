import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentData } from './content-data';
import { raffleRows } from './forms-data';
import { categoryImagePaths, categoryRows } from './settings-data';

/**
 * docs/design.md, "No words in a picture": pictures never carry the title or other text the page
 * says; every partner has its own logo and every card its own face.
 */

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const svgAt = (webPath: string) => readFileSync(path.join(publicDir, webPath), 'utf8');

/** A drawing's shapes alone: no text, no names, no colours, no ids. */
function shapeOf(svg: string): string {
  return svg
    .replace(/<text[\s\S]*?<\/text>/g, '')
    .replace(/\s(?:aria-label|role|id)="[^"]*"/g, '')
    .replace(/url\(#[^)]*\)/g, 'url()')
    .replace(/#[0-9a-f]{3,8}\b/gi, '')
    .replace(/(?:hsl|rgb)a?\([^)]*\)/gi, '');
}

const data = contentData('2026-01-01');
const categoryNames = [...new Set(categoryRows.map((row) => row.category))];
const pictures = [
  ...data.images.map((spec) => ({
    path: spec.path,
    words: [spec.title, spec.subtitle ?? ''],
  })),
  ...categoryNames.flatMap((name) => {
    const paths = categoryImagePaths(name);
    return [
      { path: paths.default, words: [name] },
      { path: paths.active, words: [name] },
    ];
  }),
  ...raffleRows.map((raffle) => ({ path: raffle.bannerImage, words: [raffle.title] })),
];

describe('the seed pictures', () => {
  it('covers every kind of seed picture', () => {
    const folders = new Set(
      pictures.map((picture) => picture.path.split('/').slice(0, -1).join('/')),
    );
    expect([...folders].sort()).toEqual([
      '/images/categories',
      '/images/content/cards',
      '/images/content/new-this-month',
      '/images/content/pages',
      '/images/content/partners',
      '/images/content/promos',
      '/images/content/shop-online',
      '/images/content/stories',
      '/images/raffles',
    ]);
  });

  it('never types text into a picture', () => {
    const withText = pictures
      .filter((picture) => /<(?:text|tspan|textPath)\b/i.test(svgAt(picture.path)))
      .map((picture) => picture.path);
    expect(withText).toEqual([]);
  });

  it("never carries its item's title or subtitle, not even as a label", () => {
    const saying = pictures.flatMap((picture) => {
      const svg = svgAt(picture.path).toLowerCase();
      return picture.words
        .filter((word) => /[a-z]/i.test(word) && svg.includes(word.toLowerCase()))
        .map((word) => `${picture.path}: ${word}`);
    });
    expect(saying).toEqual([]);
  });

  it('gives every partner its own logo, no two drawn alike', () => {
    const logos = data.partners.map((partner) => partner.logo.path);
    expect(logos).toHaveLength(30);
    expect(new Set(logos).size).toBe(30);
    const shapes = new Set(logos.map((logo) => shapeOf(svgAt(logo))));
    expect(shapes.size).toBe(30);
  });

  it('gives every card its own face, not the same drawing in another colour', () => {
    const faces = data.cards.map((card) => card.bannerImage.path);
    expect(faces).toHaveLength(8);
    const byType = new Map<string, Set<string>>();
    for (const card of data.cards) {
      const shape = shapeOf(svgAt(card.bannerImage.path));
      byType.set(card.cardType, (byType.get(card.cardType) ?? new Set()).add(shape));
    }
    expect([...byType.keys()].sort()).toEqual(['credit', 'debit', 'prepaid', 'virtual']);
    const all = [...byType.values()].flatMap((shapes) => [...shapes]);
    expect(new Set(all).size).toBe(8);
  });
});
