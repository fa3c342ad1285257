import { type HeadTag, scriptJson, shareTags, type SharedPage } from '#contract/page-head';
import { escapeMarkup } from '../shared/escape-markup';

function tagHtml(tag: HeadTag): string {
  switch (tag.kind) {
    case 'name':
      return `<meta name="${escapeMarkup(tag.name)}" content="${escapeMarkup(tag.content)}" data-page-head />`;
    case 'property':
      return `<meta property="${escapeMarkup(tag.property)}" content="${escapeMarkup(tag.content)}" data-page-head />`;
    case 'canonical':
      return `<link rel="canonical" href="${escapeMarkup(tag.href)}" data-page-head />`;
    case 'json-ld':
      return `<script type="application/ld+json" data-page-head>${scriptJson(tag.json)}</script>`;
  }
}

const TITLE = /<title>[^<]*<\/title>/;
const DEFAULT_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/**
 * The app's index.html with the page's title and sharing tags in its head, so a crawler or a
 * messaging app that runs no script reads them (the app sets the same title once it runs).
 */
export function withSharedHead(shell: string, page: SharedPage, origin: string): string {
  const tags = shareTags(page, origin).map(tagHtml).join('\n    ');
  return shell
    .replace(DEFAULT_DESCRIPTION, '')
    .replace(TITLE, () => `<title>${escapeMarkup(page.title)}</title>`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
