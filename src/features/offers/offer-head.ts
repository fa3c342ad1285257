import { headTitle, titleUnlessNotFound } from '#src/lib/settings';

/** A detail route's title: the item's SEO title, else its title, else the section's. */
export function offerHead(
  match: { status: string },
  item: { seo?: Parameters<typeof headTitle>[0]; title: string } | undefined,
  fallback: string,
) {
  return {
    meta: [{ title: titleUnlessNotFound(match, headTitle(item?.seo, item?.title ?? fallback)) }],
  };
}
