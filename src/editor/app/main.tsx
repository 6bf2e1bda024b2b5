/** The industry editor's entry: the site's palette as CSS variables, then the app. */
import './zod-jitless.ts';
import { createRoot } from 'react-dom/client';
import { THEME_COLOURS } from '../../lib/palette.ts';
import { App } from './App.tsx';
import { devApiStore } from './dev-api-store.ts';
import './editor.css';

// The editor is drawn in the site's colours, read from the one palette (--color-ink-soft for inkSoft).
for (const [name, value] of Object.entries(THEME_COLOURS)) {
  document.documentElement.style.setProperty(`--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`, value);
}

// The editor's files come from the dev server's file API; the app itself knows only the store interface.
createRoot(document.getElementById('editor-root')!).render(<App store={devApiStore} />);
