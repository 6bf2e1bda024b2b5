/**
 * Keeps one warm instance of the named functions in the local emulation, as Netlify keeps a warm
 * instance between calls. The emulation starts a new worker for every call, which imports the
 * function afresh: for most functions that costs a few hundred milliseconds, but /admin's live
 * preview (the `admin-preview` function) loads the site's whole page renderer, seconds on a busy
 * machine, on every keystroke's draft. Its calls run in one worker that imported it once
 * (warm-function-worker.mjs); a new build of the function (its files changed) starts a new one.
 *
 * Every other function, and anything this does not understand (a v1 function), runs as the
 * emulation runs it.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const WORKER = new URL('./warm-function-worker.mjs', import.meta.url);
/** The emulation's own dependencies that run a function: resolved from @netlify/functions-dev, not this project. */
const EMULATION_PACKAGES = ['lambda-local', '@netlify/dev-utils'];

/** The call as the emulation gives it to a function (its lambdaEventFromWebRequest). */
async function eventOf(request, route, shouldBase64Encode) {
  const url = new URL(request.url);
  const queryStringParameters = {};
  const multiValueQueryStringParameters = {};
  url.searchParams.forEach((value, key) => {
    queryStringParameters[key] = queryStringParameters[key] ? `${queryStringParameters[key]},${value}` : value;
    multiValueQueryStringParameters[key] = [...(multiValueQueryStringParameters[key] ?? []), value];
  });
  const headers = {};
  const multiValueHeaders = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
    multiValueHeaders[key] = value.split(',').map((part) => part.trim());
  });
  return {
    rawUrl: url.toString(),
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    body: (await request.text()) || null,
    isBase64Encoded: shouldBase64Encode(request.headers.get('content-type') ?? ''),
    route,
  };
}

function responseOf({ statusCode, headers, multiValueHeaders, body }) {
  const web = new Headers();
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) web.set(name.toLowerCase(), String(value));
  for (const [name, values] of Object.entries(multiValueHeaders)) for (const value of values) web.append(name.toLowerCase(), String(value));
  return new Response(body, { status: statusCode, headers: web });
}

/** One warm instance: a worker that imported the function's build, and the calls it is serving. */
function startInstance(entryFilePath, lambdaLocal) {
  const worker = new Worker(WORKER, { workerData: { entryFilePath, lambdaLocal } });
  // The server's own lifetime decides; an idle instance does not keep it running.
  worker.unref();
  const pending = new Map();
  let nextId = 0;
  let failed = null;
  const fail = (error) => {
    failed = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (message) => {
    const call = message.id === undefined ? undefined : pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error) call.reject(new Error(message.error));
    else call.resolve(responseOf(message.result));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The function's warm instance stopped (exit code ${code}).`)));
  return {
    get failed() {
      return failed !== null;
    },
    call(payload) {
      if (failed) return Promise.reject(failed);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, ...payload });
      });
    },
    stop: () => void worker.terminate(),
  };
}

/**
 * A runtime for a function that serves its calls from one warm instance: the emulation's runtime
 * object with its `invokeFunction` replaced. `emulationEntry` is @netlify/functions-dev's main
 * file, whose own dependencies (lambda-local, @netlify/dev-utils) run the function as it would.
 */
export async function warmRuntime(runtime, emulationEntry) {
  const require = createRequire(emulationEntry);
  const [lambdaLocal, devUtils] = EMULATION_PACKAGES.map((name) => pathToFileURL(require.resolve(name)).href);
  const { shouldBase64Encode } = await import(devUtils);
  /** The instance of the function's current build (a rebuild gives new build data). */
  let current = null;
  return Object.create(runtime, {
    invokeFunction: {
      value: async (options) => {
        const { context, environment, func, request, route, timeout } = options;
        const build = await func.getBuildData();
        if (build?.runtimeAPIVersion !== 2) return runtime.invokeFunction(options);
        if (!current || current.build !== build || current.instance.failed) {
          current?.instance.stop();
          current = { build, instance: startInstance(pathToFileURL(build.buildPath ?? func.mainFile).href, lambdaLocal) };
        }
        const event = await eventOf(request, route, shouldBase64Encode);
        return current.instance.call({ event, clientContext: JSON.stringify(context), environment, timeoutMs: timeout * 1e3 });
      },
    },
  });
}
