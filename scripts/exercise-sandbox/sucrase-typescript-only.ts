/**
 * An esbuild plugin for the exercise sandbox: sucrase as the sandbox calls it (`transforms: ['typescript',
 * 'imports']`, `disableESTransforms`, no source map, lib/exercises/compile.ts), without the code that call never
 * reaches (the ES-syntax transformers included). sucrase
 * constructs a transformer only for a transform it is asked for, checks its options with a runtime type checker
 * (ts-interface-checker) and builds a source map only when asked for one: those modules become stubs that throw
 * if reached, so a future call that needs them fails loudly instead of compiling wrongly. About 12 KB gzip of
 * the sandbox worker. The parser's Flow and JSX plugins go the same way (about 3 KB gzip): the parser calls
 * each of their functions only behind `isFlowEnabled` or `isJSXEnabled`, set by the 'flow' and 'jsx'
 * transforms the sandbox never asks for. The rest of the parser is untouched.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

const MODULE = (names: string) => new RegExp(`[/\\\\]sucrase[/\\\\]dist[/\\\\]esm[/\\\\](${names})\\.js$`);
const notInThisBuild = (what: string) => `throw new Error('sucrase: ${what} is not in the exercise sandbox');`;

export function sucraseTypeScriptOnly(): Plugin {
  return {
    name: 'sucrase-typescript-only',
    setup(b) {
      // The transformers of transforms the sandbox never enables ('imports' picks CJSImportTransformer).
      b.onLoad(
        {
          filter: MODULE(
            'transformers/(JSXTransformer|ReactDisplayNameTransformer|ReactHotLoaderTransformer|FlowTransformer|JestHoistTransformer|ESMImportTransformer|OptionalChainingNullishTransformer|NumericSeparatorTransformer|OptionalCatchBindingTransformer)',
          ),
        },
        (args) => ({
          contents: [
            `export default class { constructor() { ${notInThisBuild('this transform')} } }`,
            // The one helper another module takes from JSXTransformer (util/getNonTypeIdentifiers), as sucrase has it.
            args.path.includes('JSXTransformer')
              ? 'export function startsWithLowerCase(s) { const c = s.charCodeAt(0); return c >= 97 && c <= 122; }'
              : '',
          ].join('\n'),
          loader: 'js',
        }),
      );
      // The options are the sandbox's own constant; their runtime check needs ts-interface-checker.
      b.onLoad({ filter: MODULE('Options') }, () => ({
        contents: 'export function validateOptions() {}',
        loader: 'js',
      }));
      b.onLoad({ filter: MODULE('computeSourceMap') }, () => ({
        contents: `export default function computeSourceMap() { ${notInThisBuild('a source map')} }`,
        loader: 'js',
      }));
      // Each exported function of the plugin, by its name, as a stub; a plugin that exports anything else
      // (a new sucrase) stops the build rather than be stubbed wrongly.
      b.onLoad({ filter: MODULE('parser/plugins/(flow|jsx/index)') }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        const names = [...text.matchAll(/^export function (\w+)/gm)].map((m) => m[1]);
        if (names.length === 0 || /^export (?!function )/m.test(text))
          return { errors: [{ text: `${args.path}: not only exported functions; the stub would be wrong` }] };
        const what = args.path.includes('flow') ? 'Flow' : 'JSX';
        return {
          contents: names.map((n) => `export function ${n}() { ${notInThisBuild(what)} }`).join('\n'),
          loader: 'js',
        };
      });
    },
  };
}
