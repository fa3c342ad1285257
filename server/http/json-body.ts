import type { FastifyInstance } from 'fastify';
import { ApiError } from '../shared/errors';

/**
 * The first object key of a JSON text that its object already has, as the path to it
 * (`a.b`, `list[2].name`), or undefined when every key is unique. The text must already be
 * valid JSON (it is scanned after parsing, so it only has to find strings, brackets and commas).
 * Keys are compared as JSON reads them, so `"pass\u0063ode"` is the same key as `"passcode"`.
 */
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
 * application/json bodies as Fastify parses them (secure-json-parse refusing `__proto__` and
 * `constructor.prototype`, the app's body limit, an empty body refused), and then refused with 400
 * DUPLICATE_JSON_KEY when an object names a key twice (DECISIONS.md, Sessions and redirects).
 * Parsers disagree on which copy wins (JSON.parse keeps the last, others the first), so a body
 * like `{"passcode":"000000","passcode":"482916"}` could mean one thing to a check in front of
 * the server and another to the server.
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
