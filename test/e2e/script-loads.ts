import type { CDPSession } from 'playwright-core';

export interface ScriptLoad {
  readonly path: string;
  status?: number;
  encoding?: string;
  cached?: boolean;
  /** Bytes of body that came over the network: all received less the response's headers. */
  bodyBytes?: number;
}

/**
 * Watches the /js/ loads of a page through the DevTools protocol. A memory or disk cache hit
 * and a 304 bring no body; anything that does counts its encoded (compressed) bytes.
 */
export async function watchScripts(cdp: CDPSession): Promise<Map<string, ScriptLoad>> {
  const loads = new Map<string, ScriptLoad>();
  const headerBytes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/js/')) loads.set(requestId, { path: pathname });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const load = loads.get(requestId);
    if (load) load.cached = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const load = loads.get(requestId);
    if (!load) return;
    load.status = response.status;
    load.cached ||= response.fromDiskCache === true;
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    load.encoding = encoding?.[1];
    headerBytes.set(requestId, response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const load = loads.get(requestId);
    if (load) load.bodyBytes = Math.max(0, encodedDataLength - (headerBytes.get(requestId) ?? 0));
  });
  await cdp.send('Network.enable');
  return loads;
}

/** The scripts that brought a body over the network: none, on a view the cache answers. */
export const transferred = (loads: Map<string, ScriptLoad>): string[] =>
  [...loads.values()].filter((load) => (load.bodyBytes ?? 0) > 0).map((load) => load.path);
