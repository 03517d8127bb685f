import 'server-only';
import { readContentFile } from './content-file';
import type { BuiltExercise } from './exercise-schema';
import type { BuiltContent, Card, Lesson } from './types';

let cached: BuiltContent | undefined;

/** Reads what `npm run content` wrote; pages call this only while Next.js prerenders them. */
export function loadContent(): BuiltContent {
  return (cached ??= readContentFile());
}

export function getLessons(): Lesson[] {
  return [...loadContent().lessons].sort((a, b) => a.order - b.order);
}

export function getLesson(slug: string): Lesson | undefined {
  return loadContent().lessons.find((l) => l.slug === slug);
}

export function getCards(): Card[] {
  return loadContent().cards;
}

export function getCard(slug: string): Card | undefined {
  return loadContent().cards.find((c) => c.slug === slug);
}

export function getExercises(): BuiltExercise[] {
  return loadContent().exercises ?? [];
}

export function getExercise(id: string): BuiltExercise | undefined {
  return getExercises().find((e) => e.id === id);
}
