/** `npm run api-docs`: docs/api.md from the contract's endpoints and scripts/api-docs-header.md. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { GenericSchema } from 'valibot';
import {
  API_PREFIX,
  DEV_PREFIX,
  devEndpoints,
  type EndpointDefinition,
  endpoints,
} from '../server/contract/v1/endpoints';
import { ERRORS } from '../server/contract/v1/errors';
import { BIDI_CONTROL_MESSAGE, CONTROL_CHARACTER_MESSAGE } from '../server/contract/v1/fields';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONTRACT_DIR = 'server/contract/v1';
export const OUT_FILE = 'docs/api.md';
const HEADER_FILE = 'scripts/api-docs-header.md';

interface SchemaNode {
  kind: string;
  type: string;
  message?: unknown;
  requirement?: unknown;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: readonly unknown[];
  key?: unknown;
  literal?: unknown;
  default?: unknown;
  pipe?: readonly SchemaNode[];
}

interface Row {
  field: string;
  type: string;
  required: string;
  rules: string;
}

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && 'kind' in value && 'type' in value;

const show = (value: unknown): string =>
  typeof value === 'string' ? `'${value}'` : JSON.stringify(value);

const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

const cell = (text: string) => text.replaceAll('|', '\\|');

/** Code-point order, the same on every machine whatever its locale. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The text rules every free-text field shares; the header says them once. */
const TEXT_MESSAGES = new Set([CONTROL_CHARACTER_MESSAGE, BIDI_CONTROL_MESSAGE]);

function unpipe(node: SchemaNode): { base: SchemaNode; actions: SchemaNode[] } {
  if (!node.pipe) return { base: node, actions: [] };
  const [first, ...rest] = node.pipe;
  if (!first) return { base: node, actions: [] };
  const inner = unpipe(first);
  return { base: inner.base, actions: [...inner.actions, ...rest] };
}

function range(low: unknown, high: unknown, unit: string): string {
  if (low === undefined) return `≤ ${show(high)}${unit}`;
  if (high === undefined) return `≥ ${show(low)}${unit}`;
  return low === high ? `exactly ${show(low)}${unit}` : `${show(low)}–${show(high)}${unit}`;
}

function rulesOf(actions: SchemaNode[], baseMessage: unknown): string {
  const by = (type: string) => actions.find((action) => action.type === type)?.requirement;
  const rules: string[] = [];
  const minLength = by('min_length');
  const maxLength = by('max_length');
  if (by('length') !== undefined) rules.push(`exactly ${show(by('length'))} chars`);
  else if (minLength !== undefined || maxLength !== undefined)
    rules.push(range(minLength, maxLength, ' chars'));
  if (by('min_value') !== undefined || by('max_value') !== undefined)
    rules.push(range(by('min_value'), by('max_value'), ''));
  for (const action of actions) {
    if (action.type === 'regex' && action.requirement instanceof RegExp)
      rules.push(code(String(action.requirement)));
    if (['email', 'url', 'uuid', 'integer', 'trim', 'non_empty'].includes(action.type))
      rules.push(action.type.replace('_', '-'));
  }
  const messages = [baseMessage, ...actions.map((action) => action.message)].filter(
    (message): message is string => typeof message === 'string' && !TEXT_MESSAGES.has(message),
  );
  rules.push(...[...new Set(messages)].map(show));
  return rules.join('; ');
}

const isText = (actions: SchemaNode[]) =>
  actions.some((action) => typeof action.message === 'string' && TEXT_MESSAGES.has(action.message));

function optionsOf(node: SchemaNode): SchemaNode[] {
  return (node.options ?? []).filter(isNode);
}

function picklist(values: readonly unknown[]): string {
  const shown = values
    .slice(0, values.length > 12 ? 3 : 12)
    .map(show)
    .join(' | ');
  return values.length > 12 ? `${shown} | … (${String(values.length)} values)` : shown;
}

function rowsOf(name: string, input: SchemaNode, required = 'yes', nullable = false): Row[] {
  const { base, actions } = unpipe(input);
  if (base.type === 'optional' || base.type === 'exact_optional' || base.type === 'nullish') {
    const fallback = base.default === undefined ? '' : ` (default ${show(base.default)})`;
    if (!base.wrapped) return [];
    return rowsOf(name, base.wrapped, `no${fallback}`, nullable || base.type === 'nullish');
  }
  if (base.type === 'nullable' && base.wrapped) return rowsOf(name, base.wrapped, required, true);
  const orNull = nullable ? ' \\| null' : '';
  const own = (type: string): Row => ({
    field: code(name),
    type: type + orNull,
    required,
    rules: cell(rulesOf(actions, base.message)),
  });
  switch (base.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return [own('object'), ...entryRows(base, `${name}.`)];
    case 'array': {
      if (base.item && isObjectLike(base.item))
        return [own('object[]'), ...entryRows(base.item, `${name}[].`)];
      const [item, ...nested] = base.item ? rowsOf(`${name}[]`, base.item) : [];
      const type = item?.type.includes(' ') ? `(${item.type})` : (item?.type ?? 'unknown');
      const rules = [item?.rules, own('').rules].filter(Boolean).join('; ');
      return [{ ...own(`${type}[]`), rules }, ...nested];
    }
    case 'picklist':
      return [own(cell(picklist(base.options ?? [])))];
    case 'literal':
      return [own(show(base.literal))];
    case 'variant':
    case 'union':
      return [
        own(`one of ${String(optionsOf(base).length)}`),
        ...optionsOf(base).flatMap((option) => {
          const label = `<${variantLabel(base, option)}>`;
          return isObjectLike(option)
            ? entryRows(option, `${name}${label}.`)
            : rowsOf(`${name}${label}`, option, 'yes');
        }),
      ];
    case 'string':
      return [own(isText(actions) ? 'text' : 'string')];
    default:
      return [own(base.type)];
  }
}

const isObjectLike = (node: SchemaNode) => unpipe(node).base.entries !== undefined;

/** `section='personal'` for a variant's option; `#2` for a union's second. */
function variantLabel(parent: SchemaNode, option: SchemaNode): string {
  const key = typeof parent.key === 'string' ? parent.key : null;
  const discriminator = key ? unpipe(option).base.entries?.[key] : undefined;
  if (key && discriminator && discriminator.literal !== undefined)
    return `${key}=${show(discriminator.literal)}`;
  return `#${String(optionsOf(parent).indexOf(option) + 1)}`;
}

function entryRows(node: SchemaNode, prefix: string): Row[] {
  const { base } = unpipe(node);
  return Object.entries(base.entries ?? {}).flatMap(([key, entry]) => rowsOf(prefix + key, entry));
}

const TABLE_HEAD = ['| field | type | required | rules |', '| --- | --- | --- | --- |'];

function table(node: SchemaNode): string[] {
  const { base, actions } = unpipe(node);
  if (base.type === 'array' && base.item && isObjectLike(base.item))
    return ['A list, each item:', '', ...table(base.item)];
  if ((base.type === 'variant' || base.type === 'union') && optionsOf(base).every(isObjectLike))
    return optionsOf(base).flatMap((option, index) => [
      ...(index ? [''] : []),
      `${index ? 'Or' : 'One of'} ${code(variantLabel(base, option))}:`,
      '',
      ...table(option),
    ]);
  const rows = base.entries ? entryRows(node, '') : rowsOf('(value)', node);
  if (rows.length === 0) return [];
  const lines = [
    ...TABLE_HEAD,
    ...rows.map((row) => `| ${row.field} | ${row.type} | ${row.required} | ${row.rules} |`),
  ];
  const checks = base.entries ? rulesOf(actions, undefined) : '';
  return checks ? [...lines, '', `Checks across fields: ${checks}`] : lines;
}

/** Exported schemas by identity, to name what an endpoint uses. */
async function schemaNames(): Promise<Map<unknown, string>> {
  const names = new Map<unknown, string>();
  const files = readdirSync(path.join(ROOT, CONTRACT_DIR))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    const url = pathToFileURL(path.join(ROOT, CONTRACT_DIR, file)).href;
    const module = (await import(url)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (name.endsWith('Schema') && isNode(value) && !names.has(value)) names.set(value, name);
  }
  return names;
}

function callComments(): Map<string, string> {
  const comments = new Map<string, string>();
  const dir = path.join(ROOT, CONTRACT_DIR, 'calls');
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const name = statement.declarationList.declarations[0]?.name.getText(source);
      const doc = (ts.getLeadingCommentRanges(text, statement.pos) ?? [])
        .map((range) => text.slice(range.pos, range.end))
        .filter((comment) => comment.startsWith('/**'))
        .at(-1);
      if (name && doc)
        comments.set(
          name,
          doc
            .replace(/^\/\*\*|\*\/$/g, '')
            .replace(/\n\s*\*/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        );
    }
  }
  return comments;
}

interface Named {
  name: string;
  definition: EndpointDefinition;
}

const fullPath = ({ definition }: Named) => (definition.base ?? API_PREFIX) + definition.path;

/** The path's first segment: `/api/v1/auth`, `/api/dev`. Paths do not move when calls do. */
function area(named: Named): string {
  const first = named.definition.path.split('/')[1] ?? '';
  return named.definition.base === undefined
    ? `${API_PREFIX}/${first.split('.')[0] ?? ''}`
    : named.definition.base;
}

function errorsOf({ definition }: Named): string {
  const keys: string[] = [];
  if (definition.params || definition.query || definition.body) {
    const message = definition.validationMessage ? ` (${show(definition.validationMessage)})` : '';
    keys.push(`\`VALIDATION_ERROR\`${message}`);
  }
  if (definition.auth === 'member') keys.push('`UNAUTHENTICATED`', '`SESSION_EXPIRED`');
  return keys.join(', ');
}

function section(
  named: Named,
  names: Map<unknown, string>,
  comments: Map<string, string>,
  shown: Map<string, string>,
): string[] {
  const { definition } = named;
  const session = definition.auth === 'member' ? 'member session' : 'public';
  const about = comments.get(named.name);
  const lines = [
    `### ${named.name}`,
    '',
    `\`${definition.method} ${fullPath(named)}\` · ${session}${about ? `. ${about}` : ''}`,
    '',
  ];
  const part = (label: string, schema: GenericSchema | undefined) => {
    if (!schema) return;
    const name = names.get(schema);
    const title = `${label}${name ? ` (\`${name}\`)` : ''}`;
    const first = name ? shown.get(name) : undefined;
    if (first && first !== named.name) {
      lines.push(`${title}: as in [${first}](#${first.toLowerCase()}).`, '');
      return;
    }
    const rows = table(schema);
    if (rows.length === 0)
      lines.push(`${title}: none${label === 'Answer' ? '' : ' accepted'}.`, '');
    else {
      if (name) shown.set(name, named.name);
      lines.push(`${title}:`, '', ...rows, '');
    }
  };
  part('Path parameters', definition.params);
  part('Query', definition.query);
  part('Body', definition.body);
  if (definition.format === 'csv')
    lines.push('Answer: a CSV download (`text/csv`) of the rows in `data` below.', '');
  part('Answer', definition.response);
  const errors = errorsOf(named);
  if (errors) lines.push(`Errors the contract names: ${errors}.`, '');
  return lines;
}

export async function renderApiDocs(): Promise<string> {
  const names = await schemaNames();
  const comments = callComments();
  const all: Named[] = [...Object.entries(endpoints), ...Object.entries(devEndpoints)].map(
    ([name, definition]) => ({ name, definition }),
  );
  const shown = new Map<string, string>();
  const areas = new Map<string, Named[]>();
  for (const named of all) areas.set(area(named), [...(areas.get(area(named)) ?? []), named]);
  const byPath = (a: Named, b: Named) =>
    compare(fullPath(a), fullPath(b)) || compare(a.definition.method, b.definition.method);
  const lines = [readFileSync(path.join(ROOT, HEADER_FILE), 'utf8').trimEnd(), ''];
  for (const key of [...areas.keys()].sort(compare)) {
    lines.push(`## ${key}`, '');
    if (key === DEV_PREFIX) lines.push('Development only: 404 in production.', '');
    for (const named of (areas.get(key) ?? []).sort(byPath))
      lines.push(...section(named, names, comments, shown));
  }
  lines.push('## Error keys', '', '| key | status | default message |', '| --- | --- | --- |');
  const keys = Object.entries(ERRORS).sort(([a], [b]) => compare(a, b));
  for (const [key, { status, message }] of keys)
    lines.push(`| \`${key}\` | ${String(status)} | ${cell(message)} |`);
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(path.join(ROOT, OUT_FILE), await renderApiDocs());
  console.log(`api-docs: ${OUT_FILE} written`);
}
