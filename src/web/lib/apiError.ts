/**
 * The error every failed API call throws (lib/api.ts), in a module of its own: the query
 * client checks for it at start-up without loading the API client itself.
 */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';

export class ApiError extends Error {
  readonly status: number;
  /** The parsed response body, when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}
