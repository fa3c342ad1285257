import { notFound } from '@tanstack/react-router';

/** docs/specification.md#not-found: every failed fetch shows the page's not-found view. */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    throw notFound();
  }
}

/** A parent route's loader data; when the parent is not found, neither is this page. */
export async function parentData<T>(parent: Promise<{ loaderData?: T }>): Promise<T> {
  const { loaderData } = await parent;
  if (loaderData === undefined) throw notFound();
  return loaderData;
}
