import type { Heading2, JsonExample, SectionText } from './collect';
import type { RegisteredClaim } from './claims';
import type { Blueprint } from '../quiz/blueprint';
import type { Question } from '../quiz/schema';
import type { CardFrontmatter, LessonFrontmatter } from './schema';
import type { BuiltExercise } from './exercise-schema';
import type { SlidePlan } from './slides';

export interface PageBase {
  slug: string;
  /** Path of the source file relative to the content folder, for error messages and edit links. */
  file: string;
  code: string;
  headings: Heading2[];
  readingMinutes: number;
  examples: JsonExample[];
  labPresets: string[];
  searchSections: SectionText[];
}

export interface Lesson extends PageBase, LessonFrontmatter {
  order: number;
  /** Presenter mode's slides, in order (lib/content/slides.ts). */
  slides: SlidePlan[];
}

export interface Card extends PageBase, CardFrontmatter {}

export interface CoverageRow {
  claim: RegisteredClaim;
  taughtIn: { lesson: string; heading: string }[];
  /** Ids of the questions that test the claim. */
  questions: string[];
}

export interface BuiltContent {
  lessons: Lesson[];
  cards: Card[];
  claims: RegisteredClaim[];
  coverage: CoverageRow[];
  questions: Question[];
  blueprint: Blueprint;
  /** Code exercises (content/exercises), checked and with their prompts compiled. */
  exercises: BuiltExercise[];
}

/** What the search box indexes: one document per `##` section of a lesson or card. */
export interface SearchDoc {
  id: string;
  href: string;
  kind: 'lesson' | 'card';
  page: string;
  heading: string;
  text: string;
}
