/**
 * Structured one-line JSON logs. No personal data: callers pass hashes, counts and outcomes,
 * never e-mail addresses, names, message bodies or raw IP addresses.
 * LOG_LEVEL: debug | info (default) | warn | error | silent.
 */
import { setting } from './settings.ts';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

function threshold(): number {
  const raw = setting('LOG_LEVEL').toLowerCase();
  return raw in LEVELS ? LEVELS[raw as keyof typeof LEVELS] : LEVELS.info;
}

export interface Logger {
  debug(event: string, fields?: Record<string, unknown>): void;
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(base: Record<string, unknown> = {}): Logger {
  const write = (level: Level, event: string, fields?: Record<string, unknown>) => {
    if (LEVELS[level] < threshold()) return;
    const line = JSON.stringify({ ts: new Date().toISOString(), level, event, ...base, ...fields });
    if (level === 'error' || level === 'warn') console.error(line);
    else console.log(line);
  };
  return {
    debug: (e, f) => write('debug', e, f),
    info: (e, f) => write('info', e, f),
    warn: (e, f) => write('warn', e, f),
    error: (e, f) => write('error', e, f),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

/** The message of an error, without its stack and with e-mail addresses masked, for logs. */
export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/[^\s@'"<>,;:()]+@[^\s@'"<>,;:()]+/g, '[email]').slice(0, 500);
}

