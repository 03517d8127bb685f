import { describe, expect, it } from 'vitest';
import type { Question } from '@/lib/quiz/schema';
import { planClass } from './class-plan';

const q = (id: string, type: Question['type'], lesson = 'paging-tools-list') =>
  ({ id, type, lesson, prompt: `Prompt of ${id}` }) as unknown as Question;
const bank = [
  q('paging.first', 'single'),
  q('paging.order', 'order'),
  q('paging.lab-walk', 'lab'),
  q('errors.two', 'multi', 'two-error-channels'),
];
const predictions = [{ id: 'predict.unknown-tool-channel', lesson: 'two-error-channels', prompt: 'Which channel?' }];
const lessons = { 'paging-tools-list': 'Paging tools/list', 'two-error-channels': 'Two error channels' };

describe('planClass', () => {
  it('keeps a set link in its order, with predict ids, and leaves lab tasks out with a note', () => {
    const plan = planClass(
      '?set=paging.order,predict.unknown-tool-channel,paging.lab-walk,paging.first&title=Week%201',
      bank,
      predictions,
      lessons,
    );
    expect(plan).toEqual({
      ok: true,
      title: 'Week 1',
      items: [
        { id: 'paging.order', prompt: 'Prompt of paging.order', kind: 'order' },
        { id: 'predict.unknown-tool-channel', prompt: 'Which channel?', kind: 'predict' },
        { id: 'paging.first', prompt: 'Prompt of paging.first', kind: 'single' },
      ],
      notes: ["1 lab task left out: lab tasks are done in each learner's own lab, so they stay in practice."],
    });
  });

  it("takes a lesson's questions, then its predict questions", () => {
    const plan = planClass('?lesson=two-error-channels', bank, predictions, lessons);
    expect(plan).toMatchObject({ ok: true, title: 'Lesson: Two error channels' });
    expect(plan?.ok && plan.items.map((i) => i.id)).toEqual(['errors.two', 'predict.unknown-tool-channel']);
  });

  it('says why when nothing can be asked, and returns null without a set or lesson', () => {
    expect(planClass('?set=paging.lab-walk', bank, predictions, lessons)).toEqual({
      ok: false,
      reason: 'None of these questions can be asked in a live class.',
    });
    expect(planClass('?lesson=nope', bank, predictions, lessons)).toMatchObject({ ok: false });
    expect(planClass('?set=paging.first,no.such-question', bank, predictions, lessons)).toMatchObject({
      ok: true,
      notes: ['1 question in this link is not in the bank and left out.'],
    });
    expect(planClass('', bank, predictions, lessons)).toBeNull();
  });
});
