import type { TopicScore } from '../quiz/exam';
import type { Answer } from '../quiz/grade';

// The shapes of progress and of the store's slices, in one module that imports nothing of lib/progress: the
// slices and the store both import it, so no two modules of the folder import each other.

export interface LessonProgress {
  /** Epoch ms when the learner marked the lesson complete; null when not (or no longer) complete. */
  completedAt: number | null;
  /** Anchors of the `##` sections the learner has scrolled through. */
  seen: string[];
  /** Anchors of the `##` sections whose "Check yourself" the learner left open (absent: none). */
  checksOpen?: string[];
}

export type AttemptMode = 'lesson' | 'practice' | 'exam' | 'review';

/** One answer to one question. Attempts are only ever added, so two tabs' attempts can always be merged. */
export interface Attempt {
  /** Unique per attempt: what merging two copies of the progress compares. */
  id: string;
  at: number;
  correct: boolean;
  mode: AttemptMode;
  /** How sure the learner said they were (review mode asks). */
  confidence?: 'unsure' | 'sure';
}

/** An attempt as a caller gives it: the store adds its id, and the time when none is given. */
export type NewAttempt = Omit<Attempt, 'id' | 'at'> & { at?: number };

export type ExamTiming = 'standard' | 'extra-50' | 'double' | 'untimed';

/** An exam in progress. Saved on every change, so a reload or a closed tab resumes it where it was. */
export interface ExamSession {
  id: string;
  questionIds: string[];
  answers: Record<string, Answer>;
  flagged: string[];
  current: number;
  phase: 'answering' | 'review';
  startedAt: number;
  timing: ExamTiming;
  /** null: no time limit (chosen, or switched off during the exam). */
  limitMs: number | null;
  showTimer: boolean;
}

/** A finished exam: the score, and every answer for review. */
export interface ExamRecord {
  id: string;
  finishedAt: number;
  correct: number;
  total: number;
  byTopic: TopicScore[];
  questionIds: string[];
  answers: Record<string, Answer>;
  /** Ended by the clock rather than by the learner. */
  timedOut: boolean;
}

/** One press of "Run tests": how many cases passed and how many did not (failed, timed out or errored). */
export interface ExerciseRun {
  /** Unique per run: what merging two copies of the progress compares. */
  id: string;
  at: number;
  passed: number;
  failed: number;
}

export interface ExerciseProgress {
  /** Runs, oldest first (the newest MAX_RUNS are kept). */
  runs: ExerciseRun[];
  /** The last code that passed every case, and when. */
  passing?: { code: string; at: number };
}

/** The data that is saved: state without the actions. */
export interface PersistedProgress {
  lessons: Record<string, LessonProgress>;
  attempts: Record<string, Attempt[]>;
  exam: ExamSession | null;
  examHistory: ExamRecord[];
  exercises: Record<string, ExerciseProgress>;
}

export interface LessonsSlice {
  lessons: Record<string, LessonProgress>;
  markComplete: (slug: string) => void;
  markIncomplete: (slug: string) => void;
  markSeen: (slug: string, anchor: string) => void;
  setCheckOpen: (slug: string, anchor: string, open: boolean) => void;
}

export interface QuizSlice {
  /** Attempts per question id, oldest first. */
  attempts: Record<string, Attempt[]>;
  recordAttempt: (questionId: string, attempt: NewAttempt) => void;
  /** Several answers in one update (one save): what the journal's fold uses. Ids already here are skipped. */
  addAttempts: (attempts: { questionId: string; attempt: Attempt }[]) => void;
}

export interface ExamSlice {
  exam: ExamSession | null;
  examHistory: ExamRecord[];
  startExam: (exam: Omit<ExamSession, 'answers' | 'flagged' | 'current' | 'phase'>) => void;
  answerExam: (questionId: string, answer: Answer) => void;
  toggleFlag: (questionId: string) => void;
  goToQuestion: (index: number) => void;
  setExamPhase: (phase: ExamSession['phase']) => void;
  /** More time (or none): WCAG 2.2.1 lets the learner extend or switch off a time limit. */
  extendExam: (ms: number | null) => void;
  /**
   * Ends the exam: its record and one exam attempt per question, in one update (one save, not one per
   * question). A record already in the history changes nothing, so a second submit adds no attempts.
   */
  finishExam: (record: ExamRecord, results: { id: string; correct: boolean }[]) => void;
}

export interface ExercisesSlice {
  exercises: Record<string, ExerciseProgress>;
  recordExerciseRun: (exerciseId: string, run: { passed: number; failed: number; code: string; at?: number }) => void;
}

export type ProgressStore = LessonsSlice &
  QuizSlice &
  ExamSlice &
  ExercisesSlice & {
    /** Adds a checked progress file to what is here (lib/progress/transfer.ts checks it): nothing is lost. */
    importProgress: (progress: PersistedProgress) => void;
  };
