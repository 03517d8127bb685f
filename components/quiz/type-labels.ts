import type { Question } from '@/lib/quiz/schema';

/** What each question type asks the learner to do, in the words the cards and the set builder show. */
export const typeLabels: Record<Question['type'], string> = {
  single: 'one answer',
  multi: 'several answers',
  truefalse: 'true or false',
  order: 'put in order',
  hotspot: 'find the field that breaks the spec',
  short: 'short answer',
  lab: 'lab task',
};
