import { config } from 'zod/v4/core';

/**
 * zod 4 probes for `eval` (a caught `new Function("")`) when it builds an object schema, unless jitless; under
 * our CSP (which allows no eval) the browser reports that probe as a violation. Import this module first in every
 * module that builds zod schemas for the browser, so the setting is in place before any schema is built.
 */
config({ jitless: true });
