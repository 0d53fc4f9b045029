import type { Rule } from 'eslint'

/** ESLint rule `podscene/no-spread-arguments` (see no-spread-arguments.js). */
export declare const noSpreadArguments: Rule.RuleModule
