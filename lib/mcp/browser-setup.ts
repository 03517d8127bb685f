import { config } from 'zod';

/**
 * zod 4 probes for `eval` with `new Function("")`; under our CSP (no 'unsafe-eval') the browser reports that
 * probe as a violation even though zod catches it. Jitless mode never probes. Import this module before
 * anything that builds SDK schemas.
 */
config({ jitless: true });
