const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML or XML text or attribute value: nothing in it can open or close markup. */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
