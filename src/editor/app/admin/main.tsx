/** The editor on the live site (/admin): the site's palette as CSS variables, then the sign-in gate and the app. */
import '../zod-jitless.ts';
import { createRoot } from 'react-dom/client';
import { THEME_COLOURS } from '../../../lib/palette.ts';
import { AdminApp } from './AdminApp.tsx';
import '../editor.css';

for (const [name, value] of Object.entries(THEME_COLOURS)) {
  document.documentElement.style.setProperty(`--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`, value);
}

createRoot(document.getElementById('editor-root')!).render(<AdminApp />);
