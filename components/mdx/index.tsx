import { Callout } from './callout';
import { CardVsSpec } from './card-vs-spec';
import { CheckYourself } from './check-yourself';
import { Exercise } from './exercise';
import { Kbd } from './kbd';
import { Lab } from './lab';
import { McpExample } from './mcp-example';
import { QuizQuestion } from './quiz-question';
import { SpecRef } from './spec-ref';
import { Pre, Table } from './table';
import type { ReactNode } from 'react';

/** The one component map lessons and cards may use (lib/content/components-contract.ts checks names). */
export const mdxComponents = { Callout, CardVsSpec, Exercise, Kbd, Lab, McpExample, QuizQuestion, SpecRef };

/** Overrides for the plain Markdown elements. */
export const mdxElements = { table: Table, pre: Pre };

/**
 * Elements the build adds that authors never write: `<Slide n>` groups a lesson's blocks for presenter mode
 * (lib/content/slides.ts); on the lesson page it adds nothing to the HTML. `<CheckYourself>` holds a section's
 * questions at its end (lib/content/check-yourself.ts).
 */
export const pipelineElements = { Slide: ({ children }: { children?: ReactNode }) => children, CheckYourself };
