import { messages, type ServerMessage } from '@fleet/shared';

/** An error that maps to an HTTP status and a message shown to the user as it is. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    message: ServerMessage,
    public readonly statusCode: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** 400: the server's message is shown to the user (spec 000 section 8). */
export class BadRequestError extends AppError {
  override name = 'BadRequestError';
  constructor(
    message: ServerMessage = messages.badRequest,
    public readonly errors?: { path: string; message: string }[],
  ) {
    super(message, 400);
  }
}

export class UnauthorizedError extends AppError {
  override name = 'UnauthorizedError';
  constructor(message: ServerMessage = messages.unauthorized) {
    super(message, 401);
  }
}

export class ForbiddenError extends AppError {
  override name = 'ForbiddenError';
  constructor(message: ServerMessage = messages.forbidden) {
    super(message, 403);
  }
}

export class NotFoundError extends AppError {
  override name = 'NotFoundError';
  constructor(message: ServerMessage = messages.notFound) {
    super(message, 404);
  }
}

/** What was read, or a 404 (`message`) when nothing was: the one place for the read-or-404 shape. */
export function found<T>(value: T | null | undefined, message?: ServerMessage): T {
  if (!value) throw new NotFoundError(message);
  return value;
}

/** 409: a stale `version` or a duplicate key; nothing was written. */
export class ConflictError extends AppError {
  override name = 'ConflictError';
  constructor(message: ServerMessage = messages.conflict, options?: { cause?: unknown }) {
    super(message, 409, options);
  }
}

/** 423: locked account. */
export class LockedError extends AppError {
  override name = 'LockedError';
  constructor(message: ServerMessage = messages.accountLocked) {
    super(message, 423);
  }
}
