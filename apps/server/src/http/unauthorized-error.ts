// Missing, expired or revoked session: HTTP 401, after which the app clears its storage and logs in again.
export class UnauthorizedError extends Error {
  constructor() {
    super('unauthorized');
    this.name = 'UnauthorizedError';
  }
}
