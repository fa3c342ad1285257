import * as v from 'valibot';

/** Shared field schemas: one definition for the app's forms and the server's checks. */

/** An http(s) URL or a same-origin path (header, footer and banner links). */
export const LinkUrlSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check(
    (value) => /^\/(?![/\\])/.test(value) || /^https:\/\/[^\s/]+/.test(value) || value === '/',
    'Links must be a same-origin path or an https URL.',
  ),
);

export const LabelSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(120));

/** HTML authored in the CMS; the app sanitises it before it reaches the page. */
export const CmsHtmlSchema = v.pipe(v.string(), v.maxLength(200_000));

export const ImagePathSchema = v.pipe(v.string(), v.maxLength(2048));

/** True when a link leaves the portal and must open as a plain anchor. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
