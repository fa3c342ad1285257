export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

const SHOW_ALL_UP_TO = 7;

/** An ellipsis never stands for a single page: that page is shown instead. */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  const last = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  if (last <= SHOW_ALL_UP_TO) {
    return Array.from({ length: last }, (_, index) => index + 1);
  }

  let start = Math.max(2, current - 1);
  let end = Math.min(last - 1, current + 1);
  if (start === 3) start = 2;
  if (end === last - 2) end = last - 1;

  const items: PaginationItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < last - 1) items.push('ellipsis-end');
  items.push(last);
  return items;
}
