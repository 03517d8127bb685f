/**
 * What a question id looks like: `topic.name-in-kebab`. Stable for ever once published — progress and shared
 * quiz sets refer to questions by id. Kept free of zod so the browser can check a shared link cheaply.
 */
export const QUESTION_ID = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$/;
