import {
  acceptedContent,
  fromJsonSchema,
  inputRequired,
  inputResponse,
  type ElicitRequestFormParams,
} from '@modelcontextprotocol/server';
import type { LabTool } from '../lab-tool';
import { describeEvent, EVENT_ID_PATTERN, str, text, toolError } from './results';

/**
 * cancel_meeting asks the person first. On 2026-07-28 it answers `input_required` with an elicitation; the
 * client asks, then retries the call with the answer. On 2025-11-25 the SDK sends the same question as an
 * elicitation/create request instead. Either way the handler sees the answer in `inputResponses`.
 */

const CONFIRM_KEY = 'confirm';

const confirmSchema: ElicitRequestFormParams['requestedSchema'] = {
  type: 'object',
  properties: {
    confirm: { type: 'boolean', title: 'Cancel this meeting', description: 'Attendees lose the room booking.' },
  },
  required: ['confirm'],
};
// The answer comes from the client, so it is validated against the schema we asked with.
const confirmAnswer = fromJsonSchema<{ confirm: boolean }>(confirmSchema);

const NOT_CONFIRMED = { accept: 'was answered "no"', decline: 'was declined', cancel: 'was dismissed' } as const;

export const cancelMeeting: LabTool = {
  definition: {
    name: 'cancel_meeting',
    description:
      'Cancel a meeting after the person confirms. Cancelling a meeting that is already cancelled changes nothing.',
    inputSchema: {
      type: 'object',
      properties: { eventId: { type: 'string', pattern: EVENT_ID_PATTERN } },
      required: ['eventId'],
      additionalProperties: false,
    },
    annotations: {
      title: 'Cancel meeting',
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
  },
  run: (args, { world, sdk }) => {
    const eventId = str(args, 'eventId');
    const event = world.event(eventId);
    if (!event) return toolError(`No event ${eventId}; nothing was cancelled.`);
    if (event.status === 'cancelled') return text(`${eventId} was already cancelled; nothing changed.`);

    const responses = sdk.mcpReq.inputResponses;
    const answer = inputResponse(responses, CONFIRM_KEY);
    if (answer.kind === 'missing') {
      return inputRequired({
        inputRequests: {
          [CONFIRM_KEY]: inputRequired.elicit({
            message: `Cancel ${describeEvent(event, world)}?`,
            requestedSchema: confirmSchema,
          }),
        },
        // Only labels the round in the trace. The decision rests on the re-sent arguments and the answer,
        // never on this string: it comes back from the client unverified.
        requestState: `cancel:${eventId}`,
      });
    }
    if (acceptedContent(responses, CONFIRM_KEY, confirmAnswer)?.confirm !== true) {
      const how = answer.kind === 'elicit' ? NOT_CONFIRMED[answer.action] : 'got an answer of the wrong kind';
      return text(`Nothing was cancelled: the confirmation ${how}. ${eventId} still stands.`);
    }
    world.cancel(eventId);
    return text(`Cancelled ${describeEvent(event, world)}.`);
  },
};
