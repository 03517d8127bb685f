import {
  acceptedContent,
  fromJsonSchema,
  inputRequired,
  type ElicitRequestFormParams,
} from '@modelcontextprotocol/server';
import type { LabTool } from '../../../lib/mcp/server/lab-tool';
import { str, text } from '../../../lib/mcp/server/tools/results';

/**
 * A tool for this exercise only: two rounds of input before it completes. Its requestState strings are
 * deliberately unusual (spaces at the end, non-ASCII, padding), because an opaque string comes back byte for
 * byte or not at all.
 */
export const STATE_1 = 'round=1; note="ünïcode ✓"; pad==  ';
export const STATE_2 = 'round=2 / ✓✓ ==\t';

const confirmSchema: ElicitRequestFormParams['requestedSchema'] = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Plan the offsite' } },
  required: ['confirm'],
};
const headcountSchema: ElicitRequestFormParams['requestedSchema'] = {
  type: 'object',
  properties: { headcount: { type: 'integer', title: 'How many people?', minimum: 1 } },
  required: ['headcount'],
};
const confirmAnswer = fromJsonSchema<{ confirm: boolean }>(confirmSchema);
const headcountAnswer = fromJsonSchema<{ headcount: number }>(headcountSchema);

export const planOffsite: LabTool = {
  definition: {
    name: 'plan_offsite',
    description: 'Plan a team offsite: asks the person to confirm, then for the headcount.',
    inputSchema: {
      type: 'object',
      properties: { team: { type: 'string', minLength: 1 } },
      required: ['team'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  run: (args, { sdk }) => {
    const team = str(args, 'team');
    const state = sdk.mcpReq.requestState<string>();
    const responses = sdk.mcpReq.inputResponses;
    if (state === STATE_2) {
      const headcount = acceptedContent(responses, 'headcount', headcountAnswer)?.headcount;
      if (typeof headcount === 'number') return text(`Offsite for ${team} planned for ${headcount} people.`);
    }
    if (state === STATE_1 && acceptedContent(responses, 'confirm', confirmAnswer)?.confirm === true) {
      return inputRequired({
        inputRequests: {
          headcount: inputRequired.elicit({ message: `How many people from ${team}?`, requestedSchema: headcountSchema }),
        },
        requestState: STATE_2,
      });
    }
    // Anything else starts from the first question: the server never relies on a retry arriving.
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({ message: `Plan an offsite for ${team}?`, requestedSchema: confirmSchema }),
      },
      requestState: STATE_1,
    });
  },
};
