export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_KEY = 'mcpa-lab:theme';

/**
 * Runs before first paint (inline in <head>) so a remembered choice never flashes the other theme.
 * Without a stored choice the CSS follows prefers-color-scheme.
 */
export const themeBootScript = `try{var t=localStorage.getItem('${THEME_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
