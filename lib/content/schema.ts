import '../zod-jitless';
import { z } from 'zod';

/** A claim id: lowercase `topic.name`, stable for ever once published. */
export const claimId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)+$/, 'claim ids look like topic.name-in-kebab');

export const specRef = z.strictObject({
  doc: z.string().min(1),
  section: z.string().min(1),
  rev: z.enum(['2026-07-28', '2025-11-25', '2025-06-18']).optional(),
});

/** A normative statement's stable key from ../shared/spec/normative: `doc#section-slug#n`. */
export const normativeKey = z
  .string()
  .regex(/^[a-z0-9/_-]+#[^#\s]*#\d+$/, 'normative keys look like server/tools#section-slug#1');

/** A property key of ../shared/spec/schema-keys/2026-07-28.tsv: `Type.property` (the property may hold dots and slashes). */
export const schemaPropertyKey = /^[A-Z][A-Za-z0-9]*\.[^\s:]+$/;
/** A change key of changes-since-2025-11-25.tsv: `added:Type.prop`, `removed:…`, `required:…`, `type:…`, `new-type:Type`, `removed-type:Type`. */
export const schemaChangeKey = /^(?:(?:added|removed|required|type):[A-Z][A-Za-z0-9]*\.[^\s:]+|(?:new-type|removed-type):[A-Z][A-Za-z0-9]*)$/;
export const schemaKey = z
  .string()
  .refine((k) => schemaPropertyKey.test(k) || schemaChangeKey.test(k), {
    message: 'schema keys look like Tool.inputSchema or added:CallToolResult.resultType',
  });

export const claim = z
  .strictObject({
    id: claimId,
    text: z.string().min(10),
    spec: specRef,
    verdict: z.enum(['confirmed', 'corrected', 'practice']),
    card: z.string().min(3).optional(),
    /** The spec's normative statements (MUST, SHOULD, MAY…) this claim teaches, by key. */
    normative: z.array(normativeKey).min(1).optional(),
    /** The schema keys (property keys and change keys of ../shared/spec/schema-keys) this claim teaches. */
    schema: z.array(schemaKey).min(1).optional(),
  })
  .refine((c) => c.verdict !== 'corrected' || c.card !== undefined, {
    message: 'a corrected claim says what the card claimed in `card`',
    path: ['card'],
  });

export const claimFile = z.array(claim).min(1);

/** `content/claims/not-taught.yaml`: normative statements and schema keys the course leaves out on purpose, each with why. */
export const notTaughtFile = z.array(z.strictObject({ key: z.union([normativeKey, schemaKey]), reason: z.string().min(10) }));

export const lessonFrontmatter = z.strictObject({
  title: z.string().min(3).max(90),
  summary: z.string().min(10).max(200),
  objectives: z.array(z.string().min(10)).min(2).max(6),
  sections: z
    .array(
      z.strictObject({
        heading: z.string().min(1),
        claims: z.array(claimId).min(1),
      }),
    )
    .min(1),
});

export const cardFrontmatter = z.strictObject({
  title: z.string().min(3).max(90),
  summary: z.string().min(10).max(200),
  source: z.string().regex(/\.md$/, 'the original card file name, ending in .md'),
});

export type Claim = z.infer<typeof claim>;
export type SpecRef = z.infer<typeof specRef>;
export type LessonFrontmatter = z.infer<typeof lessonFrontmatter>;
export type CardFrontmatter = z.infer<typeof cardFrontmatter>;

/** Renders zod issues as `path: message` lines, the way an author reads them. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
}
