/**
 * The /lab page's head start, run as the engine module is evaluated (engine.ts imports it; the page's HTML
 * loads public/lab-engine/engine.js as a module script): a free lab connects and sends its first tools/list as
 * soon as the engine has arrived, while the browser is still fetching and starting React, instead of once
 * hydration reaches the lab. The panel takes the lab with `takeWarmLab()` when it mounts; with `?preset=` a
 * scenario starts its own lab instead.
 *
 * Only on a full load of /lab itself (the document is still loading: an async script holds back `load`). A
 * lesson's lab loads the same module on another page; opened from inside the app, the Lab link has begun the
 * lab already, and the panel may have taken it: a second one would run for nobody.
 */
import { warmStart } from './warm-start';

if (
  typeof document !== 'undefined' &&
  document.readyState !== 'complete' &&
  window.location.pathname === '/lab' &&
  !new URLSearchParams(window.location.search).has('preset')
)
  warmStart();
