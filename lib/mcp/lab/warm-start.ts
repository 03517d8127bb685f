import { LabController } from './controller';

let warm: LabController | null = null;

/** The name of the performance mark each warm start leaves. */
export const WARM_START_MARK = 'mcpa-lab:warm-start';

/**
 * Starts a free lab at once: connect, then the first page of tools/list, so the work runs while the page's
 * own code loads and hydrates rather than after. The lab panel that mounts next takes it with `takeWarmLab()`
 * and shows the list at once. Calling it again while one waits does nothing.
 */
export function warmStart(): void {
  if (warm) return;
  const lab = new LabController();
  warm = lab;
  // A mark on the page's timeline: when the head start began, and (in the tests) that only one ever does.
  performance.mark(WARM_START_MARK);
  void lab.connect().then(async () => {
    if (lab.getState().status === 'ready') await lab.listFirstPage();
  });
}

/** The lab `warmStart()` began, if one waits (it is handed out once); null otherwise. */
export function takeWarmLab(): LabController | null {
  const lab = warm;
  warm = null;
  return lab;
}
