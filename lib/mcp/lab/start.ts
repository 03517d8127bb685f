/**
 * The /lab page's own entry into the engine (public/lab-engine/start.js, a module script in the page's HTML):
 * a free lab connects and sends its first tools/list as soon as the engine's files have arrived, while the
 * browser is still fetching and starting React, instead of once hydration reaches the lab. The panel takes the
 * lab with `takeWarmLab()` when it mounts; with `?preset=` a scenario starts its own lab instead.
 *
 * Only on a full load of the page (the document is still loading: an async script holds back `load`). Opened
 * from inside the app, React renders this script too, but the Lab link has begun the lab already, and the panel
 * may have taken it: a second one would run for nobody.
 */
import { warmStart } from './warm-start';

if (document.readyState !== 'complete' && !new URLSearchParams(window.location.search).has('preset')) warmStart();
