-- The newest event a learner may see, for every fresh learner stream: an index of only those events, so the
-- lookup reads one entry however many joins and tallies (the host's events) a class has logged. The names
-- here are HOST_ONLY (lib/live/audience.ts); the repository's query repeats them so the planner can use it.
CREATE INDEX live_events_learner_visible ON live_events (class_id, id) WHERE name NOT IN ('joined', 'tally');
