-- The answered count of the newest tally logged, and its question index: a tally is counted in one statement
-- and logged in another (no transaction holds the class row's lock in between), and one counted earlier than
-- the newest logged is dropped, so the last tally in the log still counts every answer.
ALTER TABLE live_classes ADD COLUMN tally_index integer;
ALTER TABLE live_classes ADD COLUMN tally_answered integer;
