import '../zod-jitless';
import { z } from 'zod';
import { claimId, specRef } from './schema';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `content/exercises/NN-slug/exercise.yaml`: everything about an exercise except its code and prose. */
export const exerciseYaml = z.strictObject({
  id: z.string().regex(kebab, 'exercise ids are kebab-case'),
  kind: z.enum(['client', 'server']),
  title: z.string().min(3).max(90),
  lesson: z.string().regex(/^\d{2,4}-[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lesson folder name, e.g. 01-paging-tools-list'),
  section: z.string().min(1),
  entry: z.string().regex(/^[A-Za-z_$][\w$]*$/, 'the exported function name'),
  claims: z.array(claimId).min(1),
  specRefs: z.array(specRef).min(1),
  hints: z.array(z.string().min(10)).min(1),
  wrong: z
    .array(
      z.strictObject({
        file: z.string().regex(/^wrong\/[a-z0-9-]+\.ts$/, 'wrong/NAME.ts'),
        expect: z.string().min(5),
        mistake: z.string().min(10),
      }),
    )
    .min(2, 'at least two wrong solutions, each a typical mistake'),
});

export type ExerciseYaml = z.infer<typeof exerciseYaml>;

/** An exercise as the content build writes it (one element of `exercises` in .content/content.json). */
export interface BuiltExercise {
  id: string;
  kind: 'client' | 'server';
  title: string;
  lesson: string;
  section: string;
  sectionHref: string;
  claims: string[];
  specRefs: ExerciseYaml['specRefs'];
  hints: string[];
  entry: string;
  starter: string;
  solution: string;
  wrong: { file: string; code: string; expect: string; mistake: string }[];
  caseNames: string[];
  /** The compiled prompt.mdx (mdx-bundler code, like a lesson's). */
  prompt: string;
}
