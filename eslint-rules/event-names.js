/**
 * House rule (ARCHITECTURE.md, Names): machine events are lowercase dot.case; XState's own
 * `xstate.*` pass. Checks `on: {}` keys and `type: '...'` literals in event types and in
 * sendTo/raise/send calls.
 */
const EVENT_NAME = /^[a-z][a-z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;
const ALLOWED = (name) => name.startsWith('xstate.') || name === '*' || EVENT_NAME.test(name);

function keyName(property) {
  if (property.type !== 'Property') return undefined;
  if (property.key.type === 'Identifier' && !property.computed) return property.key.name;
  if (property.key.type === 'Literal' && typeof property.key.value === 'string')
    return property.key.value;
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const eventNames = {
  meta: {
    type: 'problem',
    docs: { description: 'Machine events are lowercase dot.case (mobile.change).' },
    messages: {
      badEvent: "Event '{{name}}' must be lowercase dot.case, such as 'mobile.change'.",
    },
    schema: [],
  },
  create(context) {
    const report = (node, name) => context.report({ node, messageId: 'badEvent', data: { name } });
    return {
      "Property[key.name='on'] > ObjectExpression > Property"(node) {
        const name = keyName(node);
        if (name !== undefined && !ALLOWED(name)) report(node.key, name);
      },
      "TSPropertySignature[key.name='type'] > TSTypeAnnotation > TSLiteralType > Literal"(node) {
        if (typeof node.value === 'string' && !ALLOWED(node.value)) report(node, node.value);
      },
      "CallExpression[callee.name=/^(raise|sendTo|send|sendParent)$/] ObjectExpression > Property[key.name='type'] > Literal"(
        node,
      ) {
        if (typeof node.value === 'string' && !ALLOWED(node.value)) report(node, node.value);
      },
    };
  },
};

export default { rules: { 'event-names': eventNames } };
