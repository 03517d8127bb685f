import type { StateCreator } from 'zustand';
import type { LessonProgress, LessonsSlice, ProgressStore } from './types';

export type { LessonProgress, LessonsSlice } from './types';

const blank: LessonProgress = { completedAt: null, seen: [] };

export const createLessonsSlice: StateCreator<ProgressStore, [], [], LessonsSlice> = (set) => ({
  lessons: {},
  markComplete: (slug) =>
    set((s) => ({ lessons: { ...s.lessons, [slug]: { ...(s.lessons[slug] ?? blank), completedAt: Date.now() } } })),
  markIncomplete: (slug) =>
    set((s) => ({ lessons: { ...s.lessons, [slug]: { ...(s.lessons[slug] ?? blank), completedAt: null } } })),
  markSeen: (slug, anchor) =>
    set((s) => {
      const current = s.lessons[slug] ?? blank;
      if (current.seen.includes(anchor)) return s;
      return { lessons: { ...s.lessons, [slug]: { ...current, seen: [...current.seen, anchor] } } };
    }),
  setCheckOpen: (slug, anchor, open) =>
    set((s) => {
      const current = s.lessons[slug] ?? blank;
      const others = (current.checksOpen ?? []).filter((a) => a !== anchor);
      return { lessons: { ...s.lessons, [slug]: { ...current, checksOpen: open ? [...others, anchor] : others } } };
    }),
});

/** 0..1 for a progress bar: complete is 1, otherwise the share of sections read (never 1 until marked). */
export function lessonFraction(p: LessonProgress | undefined, sectionCount: number): number {
  if (!p) return 0;
  if (p.completedAt !== null) return 1;
  if (sectionCount === 0) return 0;
  return Math.min(0.95, p.seen.length / sectionCount);
}
