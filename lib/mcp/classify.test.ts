import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { specDir } from '../spec/validate';
import { classify, type Channel } from './classify';

const examples = path.join(specDir, '2026-07-28', 'examples');

/**
 * What each official example that is a result or an error means, written out by hand from the example
 * files (not derived from the classifier's rules). Folders that hold neither are listed as null.
 */
const expected: Record<string, Channel | null> = {
  'CallToolResult/invalid-tool-input-error.json': 'tool-error',
  'CallToolResult/result-with-array-structured-content.json': 'success',
  'CallToolResult/result-with-structured-content.json': 'success',
  'CallToolResult/result-with-unstructured-text.json': 'success',
  'CallToolResultResponse/call-tool-result-response.json': 'success',
  'CompleteResult/multiple-completion-values-with-more-available.json': 'success',
  'CompleteResult/single-completion-value.json': 'success',
  'CompleteResultResponse/completion-result-response.json': 'success',
  'CreateMessageResult/final-response.json': 'success',
  'CreateMessageResult/text-response.json': 'success',
  'CreateMessageResult/tool-use-response.json': 'success',
  'DiscoverResult/server-capabilities-discovery.json': 'success',
  'DiscoverResultResponse/discover-result-response.json': 'success',
  'ElicitResult/accept-url-mode-no-content.json': 'success',
  'ElicitResult/input-multiple-fields.json': 'success',
  'ElicitResult/input-single-field.json': 'success',
  'GetPromptResult/code-review-prompt.json': 'success',
  'GetPromptResultResponse/get-prompt-result-response.json': 'success',
  'HeaderMismatchError/header-mismatch.json': 'jsonrpc-error',
  'InputRequiredResult/input-required-result-with-elicitation-and-sampling-and-request-state.json': 'input-required',
  'InputRequiredResult/input-required-result-with-request-state-only.json': 'input-required',
  'InternalError/unexpected-error.json': 'jsonrpc-error',
  'InvalidParamsError/invalid-cursor.json': 'jsonrpc-error',
  'InvalidParamsError/invalid-tool-arguments.json': 'jsonrpc-error',
  'InvalidParamsError/unknown-prompt.json': 'jsonrpc-error',
  'InvalidParamsError/unknown-tool.json': 'jsonrpc-error',
  'ListPromptsResult/prompts-list-with-cursor-and-ttl.json': 'success',
  'ListPromptsResultResponse/list-prompts-result-response.json': 'success',
  'ListResourceTemplatesResult/resource-templates-list-with-cursor-and-ttl.json': 'success',
  'ListResourceTemplatesResultResponse/list-resource-templates-result-response.json': 'success',
  'ListResourcesResult/resources-list-with-cursor-and-ttl.json': 'success',
  'ListResourcesResultResponse/list-resources-result-response.json': 'success',
  'ListRootsResult/multiple-root-directories.json': 'success',
  'ListRootsResult/single-root-directory.json': 'success',
  'ListToolsResult/tools-list-with-cursor-and-ttl.json': 'success',
  'ListToolsResultResponse/list-tools-result-response.json': 'success',
  'MethodNotFoundError/prompts-not-supported.json': 'jsonrpc-error',
  'MissingRequiredClientCapabilityError/missing-elicitation-capability.json': 'jsonrpc-error',
  'ParseError/invalid-json.json': 'jsonrpc-error',
  'ReadResourceResult/file-resource-contents.json': 'success',
  'ReadResourceResultResponse/read-resource-result-response-with-ttl.json': 'success',
  'ReadResourceResultResponse/read-resource-result-response.json': 'success',
  'SubscriptionsListenResult/listen-closed.json': 'success',
  'SubscriptionsListenResultResponse/listen-closed-response.json': 'success',
  'UnsupportedProtocolVersionError/unsupported-version.json': 'jsonrpc-error',
};

/** Every example whose schema type is a result, a result response, or an error. */
function resultAndErrorExamples(): string[] {
  return readdirSync(examples)
    .filter((type) => /(Result|ResultResponse|Error)$/.test(type))
    .flatMap((type) => readdirSync(path.join(examples, type)).map((f) => `${type}/${f}`));
}

describe('classify', () => {
  it('has an expectation for every official result and error example', () => {
    expect(resultAndErrorExamples().sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [file, channel] of Object.entries(expected)) {
    it(`${file} → ${channel}`, () => {
      expect(classify(JSON.parse(readFileSync(path.join(examples, file), 'utf8')))).toBe(channel);
    });
  }

  it('judges a JSON-RPC error envelope and an isError result envelope apart', () => {
    expect(classify({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unknown tool' } })).toBe('jsonrpc-error');
    expect(classify({ jsonrpc: '2.0', id: 1, result: { resultType: 'complete', content: [], isError: true } })).toBe(
      'tool-error',
    );
    expect(() => classify('nope')).toThrow(TypeError);
  });
});
