import type { FastifyInstance } from 'fastify';
import { ApiError } from '../shared/errors';

/** Keys compared as JSON reads them: `"pass\u0063ode"` is `"passcode"`. */
export function findDuplicateKey(text: string): string | undefined {
  const stack: { keys: Set<string> | null; path: string; index: number }[] = [];
  let expectKey = false;
  let lastKey = '';
  const childPath = () => {
    const top = stack.at(-1);
    if (!top) return '';
    if (top.keys === null) return `${top.path}[${String(top.index)}]`;
    return top.path === '' ? lastKey : `${top.path}.${lastKey}`;
  };
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"') {
      let end = at + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const top = stack.at(-1);
      if (expectKey && top?.keys) {
        const raw = text.slice(at + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        lastKey = key;
        if (top.keys.has(key)) return childPath();
        top.keys.add(key);
        expectKey = false;
      }
      at = end;
    } else if (char === '{' || char === '[') {
      stack.push({ keys: char === '{' ? new Set() : null, path: childPath(), index: 0 });
      expectKey = char === '{';
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',') {
      const top = stack.at(-1);
      if (top?.keys === null) top.index += 1;
      expectKey = top?.keys != null;
    }
  }
  return undefined;
}

/**
 * Parsers disagree on which copy of a repeated key wins, so a check in front of the server could
 * read another passcode.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, body as string, (error, value) => {
      if (error) {
        done(error, undefined);
      } else if (findDuplicateKey(body as string) !== undefined) {
        done(new ApiError('DUPLICATE_JSON_KEY'), undefined);
      } else {
        done(null, value);
      }
    });
  });
}
