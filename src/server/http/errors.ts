/** Typed HTTP errors: thrown anywhere, turned into `{ message }` with their status in one place. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
export class BadRequestError extends HttpError {
  constructor(message = 'Bad request', fields?: Record<string, string>) {
    super(400, message, fields);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message = 'Conflict') {
    super(409, message);
  }
}

/** A signed-in user reached a screen before choosing a role, event, team or battle. */
export class SelectionMissingError extends HttpError {
  constructor(public readonly redirect: string) {
    super(403, 'selectionMissing');
  }
}
