import type { ESLint, Rule } from 'eslint';

export declare const eventNames: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
