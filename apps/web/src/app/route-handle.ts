// What a route declares about itself in its `handle`.
export interface RouteHandle {
  /** Keep the page mounted while hidden (spec §2). */
  keepAlive?: boolean;
}

export function isKeepAlive(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'keepAlive' in handle && handle.keepAlive === true;
}
