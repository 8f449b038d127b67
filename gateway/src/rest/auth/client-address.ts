/**
 * The header the HTTP server (main.ts) writes with the address of the socket a request came from.
 * Whatever a client sends under this name is replaced, so it cannot choose its own address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-chartroom-client-address';

export function withClientAddress(request: Request, address: string | undefined): Request {
  // Request headers are mutable (guard "request"); the body stream is left as it is.
  request.headers.delete(CLIENT_ADDRESS_HEADER);
  if (address) request.headers.set(CLIENT_ADDRESS_HEADER, address);
  return request;
}

/** The caller's address for per-address limits; in-process calls without one share 'local'. */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local';
}
