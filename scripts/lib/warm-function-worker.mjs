/**
 * One warm instance of a Netlify Function (v2) for the local emulation: the function's module is
 * imported once, then every call the main thread posts runs in it, as on Netlify, where an
 * instance serves call after call until it is recycled. (The emulation's own worker imports the
 * function afresh for every call.) Started by scripts/lib/warm-functions.mjs.
 *
 * Each message is one call: { id, event, clientContext, environment, timeoutMs }; the answer is
 * { id, result } with the body read whole (bytes), or { id, error }.
 */
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';

// The emulation's own copy (a dependency of @netlify/functions-dev), as its worker uses it.
const { default: lambdaLocal } = await import(workerData.lambdaLocal);
lambdaLocal.getLogger().level = 'alert';

const lambdaFunc = await import(workerData.entryFilePath);

/** The body of a call's result as bytes: a streamed body is read to its end. */
async function bytesOf(body) {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return body;
  if (typeof body[Symbol.asyncIterator] === 'function') {
    const chunks = [];
    for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return Buffer.concat(chunks);
  }
  return Buffer.from(String(body));
}

parentPort.on('message', async ({ id, event, clientContext, environment, timeoutMs }) => {
  try {
    for (const [key, value] of Object.entries(environment ?? {})) process.env[key] = value;
    const result = await lambdaLocal.execute({ clientContext, event, lambdaFunc, region: 'dev', timeoutMs, verboseLevel: 3 });
    const body = await bytesOf(result?.body);
    const bytes = body && result?.isBase64Encoded ? Buffer.from(body.toString('utf8'), 'base64') : body;
    parentPort.postMessage({
      id,
      result: { statusCode: result?.statusCode ?? 200, headers: result?.headers ?? {}, multiValueHeaders: result?.multiValueHeaders ?? {}, body: bytes },
    });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ ready: true });
