/**
 * The lab engine's browser entry: the official SDK's client and server, the lab server, the controller.
 * `npm run lab-engine` bundles it with esbuild into public/lab-engine/ (Turbopack cannot tree-shake the SDK,
 * whose packages declare no `sideEffects`, and shipped it whole); the React side loads it with
 * components/lab/load-engine.ts and otherwise imports only its types.
 */
// /lab's module script is this file: on a full load of /lab, the head start begins as it is evaluated.
import './start';

// zod is made jitless (no eval probe under the CSP) inside its own core module by the build's plugin.
export { LabController } from './controller';
export { takeWarmLab, warmStart } from './warm-start';
