/**
 * The calls a document repeats, declared once per document: its list and read on the screen's views,
 * its save (without a number or version it adds, with one it edits: the right and the answer follow the
 * same test), its delete and its stage moves (a step that answers its own message). Each helper makes
 * one route of the registry (#lib/registry) with the spec's path, summary and schemas as given, so a
 * module keeps its routes in the spec's order and mixes these with its own `defineRoute`s.
 */
import type { z } from 'zod';
import { messages, type RightAction, type ServerMessage } from '@fleet/shared';
import { approvalDecisionBody } from '@fleet/shared/engines/approval-requests';
import { written } from './http.ts';
import {
  defineRoute,
  type Caller,
  type ModeRight,
  type ProtectedRoute,
  type ScreenChoice,
} from './registry.ts';

type Screen = string | ScreenChoice;

/** What tells an edit from an add: a stored `version` given, or a document number given. */
export type EditsWhen = 'version' | 'docnumbr';

/** Whether a save's parsed body edits a stored document (else it adds one). */
export function editsStored(body: unknown, when: EditsWhen): boolean {
  const given = body as { version?: number; docnumbr?: string };
  return when === 'version' ? given.version !== undefined : Boolean(given.docnumbr);
}

/** The right of a save: adds for a new document, edits for a stored one (403 before 400 either way). */
export function addsOrEdits(when: EditsWhen): ModeRight {
  return { anyOf: ['adds', 'edits'], of: ({ body }) => (editsStored(body, when) ? 'edits' : 'adds') };
}

/** A step's answer: its own message and what it wrote (a stage move, an approval decision). */
export interface StageOutcome {
  message: ServerMessage;
  written: unknown;
}

interface RouteText {
  /** The spec's path, verbatim. */
  path: string;
  summary: string;
  /** An API Gateway route of its own (the registry's `gatewayRoute`). */
  gatewayRoute?: 'exact';
}

/**
 * The calls of a screen that are not one document's (a master's or a board's reads and writes): reads on
 * the views right of `views` (default `screen`), writes on a right of `screen` (or of their own), answered
 * with their message and what they wrote. `documentRoutes` builds on these.
 */
export function screenRoutes(screen: Screen, views: Screen = screen) {
  return routeKit((action, on, read) => ({ kind: 'screen', screen: on ?? (read ? views : screen), action }));
}

/** Calls any signed-in user may make (a lookup; a right the answer depends on is checked by the handler). */
export const signedIn = routeKit(() => ({ kind: 'authenticated' }));

/** The kit's calls with the access `accessOf` gives for a right (and a screen of their own, for a read or not). */
function routeKit(
  accessOf: (
    action: RightAction | ModeRight,
    screen: Screen | undefined,
    read: boolean,
  ) => ProtectedRoute['access'],
) {
  return {
    /**
     * A read (a list, a record) on the views right (or `action`, as a print's), of `screen` when given
     * (else of `views`), with its query or none.
     */
    read<Q extends z.ZodType = z.ZodUndefined>(
      route: RouteText & {
        query?: Q;
        read: (caller: Caller, query: z.output<Q>) => Promise<unknown>;
        action?: RightAction;
        screen?: Screen;
      },
    ): ProtectedRoute<Q, z.ZodUndefined> {
      const { path, summary, query, read, gatewayRoute } = route;
      return defineRoute<Q>({
        method: 'GET',
        path,
        ...(gatewayRoute ? { gatewayRoute } : {}),
        summary,
        access: accessOf(route.action ?? 'views', route.screen, true),
        ...(query ? { query } : {}),
        handler: async (request) => read(request.caller, request.query),
      });
    },

    /**
     * A POST (or PUT) with a body (or none) and a query (or none) on `action` (edits unless told; a right,
     * or one the body chooses): `message` (or the one the body chooses) with what `write` answers.
     */
    write<B extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined>(
      route: RouteText & {
        body?: B;
        query?: Q;
        action?: RightAction | ModeRight;
        message: ServerMessage | ((body: z.output<B>) => ServerMessage);
        write: (caller: Caller, body: z.output<B>, now: Date, query: z.output<Q>) => Promise<unknown>;
        screen?: Screen | undefined;
        method?: 'PUT';
      },
    ): ProtectedRoute<Q, B> {
      const { path, summary, body, query, action = 'edits', message, write } = route;
      return defineRoute<Q, B>({
        method: route.method ?? 'POST',
        path,
        summary,
        access: accessOf(action, route.screen, false),
        ...(query ? { query } : {}),
        ...(body ? { body } : {}),
        handler: async (request) => {
          const result = await write(request.caller, request.body, new Date(), request.query);
          return written(typeof message === 'function' ? message(request.body) : message, result);
        },
      });
    },

    /**
     * A POST (or DELETE) naming its record in the query (a delete, on deletes unless told): `message`
     * with what `remove` answers.
     */
    remove<Q extends z.ZodType>(
      route: RouteText & {
        query: Q;
        message: ServerMessage;
        remove: (caller: Caller, query: z.output<Q>, now: Date) => Promise<unknown>;
        action?: RightAction;
        screen?: Screen;
        method?: 'DELETE';
      },
    ): ProtectedRoute<Q, z.ZodUndefined> {
      const { path, summary, query, message, remove } = route;
      return defineRoute<Q>({
        method: route.method ?? 'POST',
        path,
        summary,
        access: accessOf(route.action ?? 'deletes', route.screen, false),
        query,
        handler: async (request) => written(message, await remove(request.caller, request.query, new Date())),
      });
    },
  };
}

/**
 * The routes of one document on its screen: `screen` holds the writes' rights, `views` (default
 * `screen`) the reads'; `byId` is the query naming one document (its read and its delete); `edits` tells
 * a save that edits from one that adds.
 */
export function documentRoutes<I extends z.ZodType>(document: {
  screen: Screen;
  views?: Screen;
  byId: I;
  edits: EditsWhen;
}) {
  const onScreen = (action: RightAction | ModeRight, screen: Screen = document.screen) =>
    ({ kind: 'screen', screen, action }) as const;
  const now = () => new Date();
  const answer = async (outcome: Promise<StageOutcome>) => {
    const { message, written: result } = await outcome;
    return written(message, result);
  };
  type ByIdStep<R> = (caller: Caller, query: z.output<I>, now: Date) => Promise<R>;
  /** A step always answered with `message`. */
  const answeredWith =
    (message: ServerMessage, step: ByIdStep<unknown>): ByIdStep<StageOutcome> =>
    async (caller, query, at) => ({ message, written: await step(caller, query, at) });
  /** A POST naming one document by `byId`, answered with the message of what `step` wrote. */
  const byIdWrite = (
    route: RouteText & { screen?: Screen | undefined },
    action: RightAction,
    step: ByIdStep<StageOutcome>,
  ): ProtectedRoute<I, z.ZodUndefined> =>
    defineRoute<I>({
      method: 'POST',
      path: route.path,
      summary: route.summary,
      access: onScreen(action, route.screen),
      query: document.byId,
      handler: async ({ caller, query }) => answer(step(caller, query, now())),
    });

  /** A POST with a body, answered with the message of what `step` wrote. */
  const bodyWrite = <B extends z.ZodType>(
    route: RouteText,
    access: ReturnType<typeof onScreen>,
    body: B,
    step: (caller: Caller, body: z.output<B>, now: Date) => Promise<StageOutcome>,
  ): ProtectedRoute<z.ZodUndefined, B> =>
    defineRoute<z.ZodUndefined, B>({
      method: 'POST',
      path: route.path,
      summary: route.summary,
      access,
      body,
      handler: async (request) => answer(step(request.caller, request.body, now())),
    });

  const onItsScreen = screenRoutes(document.screen, document.views ?? document.screen);
  /** A list (or any read with its own query, or none) on the views right. */
  const list = onItsScreen.read;

  return {
    list,

    /** One document by `byId`, on the views right. */
    get(
      route: RouteText & { read: (caller: Caller, query: z.output<I>) => Promise<unknown> },
    ): ProtectedRoute<I, z.ZodUndefined> {
      return list({ ...route, query: document.byId });
    },

    /**
     * The save: adds or edits by `edits`, answering `added` or `edited` (or the message of what an edit
     * wrote, when an edit may also decide) with what `save` wrote.
     */
    save<B extends z.ZodType, R>(
      route: RouteText & {
        body: B;
        messages: { added: ServerMessage; edited: ServerMessage | ((written: R) => ServerMessage) };
        save: (caller: Caller, body: z.output<B>, now: Date) => Promise<R>;
        /** Another screen than the document's (a second save of the same module). */
        screen?: Screen;
      },
    ): ProtectedRoute<z.ZodUndefined, B> {
      const { added, edited } = route.messages;
      return bodyWrite(
        route,
        onScreen(addsOrEdits(document.edits), route.screen),
        route.body,
        async (caller, body, at) => {
          const result = await route.save(caller, body, at);
          if (!editsStored(body, document.edits)) return { message: added, written: result };
          return { message: typeof edited === 'function' ? edited(result) : edited, written: result };
        },
      );
    },

    /** The delete by `byId` on the deletes right: `message` with what `remove` answers. */
    delete(
      route: RouteText & { message: ServerMessage; remove: ByIdStep<unknown>; screen?: Screen },
    ): ProtectedRoute<I, z.ZodUndefined> {
      return byIdWrite(route, 'deletes', answeredWith(route.message, route.remove));
    },

    /** A write with a body on `action` (edits unless told): `message` with what `write` answers. */
    submit<B extends z.ZodType>(
      route: RouteText & {
        body: B;
        message: ServerMessage | ((body: z.output<B>) => ServerMessage);
        write: (caller: Caller, body: z.output<B>, now: Date) => Promise<unknown>;
        action?: RightAction;
        screen?: Screen;
      },
    ): ProtectedRoute<z.ZodUndefined, B> {
      return onItsScreen.write({ ...route, action: route.action ?? 'edits' });
    },

    /** An approver's decision (the approval engine's body) on the edits right: its own message and what it wrote. */
    decision(
      route: RouteText & {
        decide: (
          caller: Caller,
          body: z.output<typeof approvalDecisionBody>,
          now: Date,
        ) => Promise<StageOutcome>;
        screen?: Screen;
      },
    ): ProtectedRoute<z.ZodUndefined, typeof approvalDecisionBody> {
      return bodyWrite(route, onScreen('edits', route.screen), approvalDecisionBody, route.decide);
    },

    /** Withdraws a level's decision of the document `byId` (edits): 'Approval deleted' with what it wrote. */
    withdrawal(
      route: RouteText & { withdraw: ByIdStep<unknown>; screen?: Screen },
    ): ProtectedRoute<I, z.ZodUndefined> {
      return byIdWrite(route, 'edits', answeredWith(messages.approvalDeleted, route.withdraw));
    },

    /** A stage move by `byId` (edits unless told): the step's own message with what it wrote. */
    stage(
      route: RouteText & { move: ByIdStep<StageOutcome>; screen?: Screen; action?: RightAction },
    ): ProtectedRoute<I, z.ZodUndefined> {
      return byIdWrite(route, route.action ?? 'edits', route.move);
    },
  };
}
