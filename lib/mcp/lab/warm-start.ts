import { LabController } from './controller';

let warm: LabController | null = null;

/** The name of the performance mark each warm start leaves. */
export const WARM_START_MARK = 'mcpa-lab:warm-start';

type PostTask = (task: () => void, options: { priority: 'background' }) => Promise<unknown>;

/** Runs `task` once the page's more urgent tasks have run (a timer where there is no Scheduler API). */
function inBackground(task: () => void): void {
  const postTask = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask;
  if (postTask) void postTask.call((globalThis as { scheduler?: unknown }).scheduler, task, { priority: 'background' });
  else setTimeout(task, 0);
}

/**
 * Starts a free lab at once: connect, then the first page of tools/list, so the work runs while the page's
 * own code loads and hydrates rather than after. The lab panel that mounts next takes it with `takeWarmLab()`
 * and shows the list at once. Calling it again while one waits does nothing.
 *
 * `background`: the lab exists at once (a panel can take it), but connecting and listing wait for the page's
 * more urgent tasks. On a full load of /lab, React's start and hydration come first, and with them the request
 * for the panels' code, which then downloads while the lab connects instead of after.
 */
export function warmStart({ background = false }: { background?: boolean } = {}): void {
  if (warm) return;
  const lab = new LabController();
  warm = lab;
  // A mark on the page's timeline: when the head start began, and (in the tests) that only one ever does.
  performance.mark(WARM_START_MARK);
  const begin = () =>
    void lab.connect().then(async () => {
      if (lab.getState().status === 'ready') await lab.listFirstPage();
    });
  if (background) inBackground(begin);
  else begin();
}

/** The lab `warmStart()` began, if one waits (it is handed out once); null otherwise. */
export function takeWarmLab(): LabController | null {
  const lab = warm;
  warm = null;
  return lab;
}
