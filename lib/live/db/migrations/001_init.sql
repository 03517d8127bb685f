-- The live classes' tables. Times are timestamptz so a test can pass its own clock; ids are random text.
CREATE TABLE live_classes (
  id text PRIMARY KEY,
  join_code text NOT NULL UNIQUE,
  title text NOT NULL,
  host_key_hash text NOT NULL,
  question_ids jsonb NOT NULL,
  phase text NOT NULL DEFAULT 'lobby',
  idx integer NOT NULL DEFAULT 0,
  -- The current question's reveal once shown (its right options come from the wire for predict questions).
  reveal jsonb,
  created_at timestamptz NOT NULL,
  last_event_at timestamptz NOT NULL
);
CREATE INDEX live_classes_last_event ON live_classes (last_event_at);

CREATE TABLE live_learners (
  id text PRIMARY KEY,
  class_id text NOT NULL REFERENCES live_classes (id) ON DELETE CASCADE,
  nickname text NOT NULL,
  -- Nicknames are unique per class ignoring case: the key is the lower-cased NFKC form.
  nickname_key text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  joined_at timestamptz NOT NULL,
  UNIQUE (class_id, nickname_key)
);

CREATE TABLE live_answers (
  -- The learner's page makes this id before sending; the primary key is what records an answer once.
  answer_id uuid PRIMARY KEY,
  class_id text NOT NULL REFERENCES live_classes (id) ON DELETE CASCADE,
  learner_id text NOT NULL REFERENCES live_learners (id) ON DELETE CASCADE,
  question_index integer NOT NULL,
  question_id text NOT NULL,
  response jsonb NOT NULL,
  -- Null until the reveal decides (a predict question's right option is only known from the wire).
  correct boolean,
  points integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  -- First answer counts: one per learner and question.
  UNIQUE (learner_id, question_index)
);
CREATE INDEX live_answers_class_question ON live_answers (class_id, question_index);

-- The per-class event log: the truth SSE streams read (Last-Event-ID resumes from it); NOTIFY only wakes them.
CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  class_id text NOT NULL REFERENCES live_classes (id) ON DELETE CASCADE,
  name text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX live_events_class_id ON live_events (class_id, id);

-- Fixed-window counters (join-code guessing), in the database so every app instance shares them.
CREATE TABLE live_rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
