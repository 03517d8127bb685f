-- The newest logged tally's question index and answered count move to a row of their own. Logging a tally
-- updated the class row, and an update waits for every answer batch holding that row's share lock while new
-- batches queue behind the waiting update: at 1,000 learners on two instances an acknowledgement now and then
-- waited 300-800 ms in that queue. A tally now only key-share-locks the class row (which no answer batch
-- conflicts with) and takes its own row's lock.
CREATE TABLE live_tally_marks (
  class_id text PRIMARY KEY REFERENCES live_classes (id) ON DELETE CASCADE,
  idx integer NOT NULL,
  answered integer NOT NULL
);
ALTER TABLE live_classes DROP COLUMN tally_index;
ALTER TABLE live_classes DROP COLUMN tally_answered;
