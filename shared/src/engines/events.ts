/** The event bus every module publishes to (ARCHITECTURE.md section 5). */
export const busName = 'fleet';

export const eventSources = {
  jobOrders: 'fleet.joborders',
  gatePasses: 'fleet.gatepasses',
  invoices: 'fleet.invoices',
  approvals: 'fleet.approvals',
  stores: 'fleet.stores',
  system: 'fleet.system',
  // Issue 14, messages: a message or comment posted.
  messages: 'fleet.messages',
  // Issue 15 H1: sources
  // Issue 15 H2: sources
  // Issue 15 H3: sources
  // Issue 15 H4: sources
  // Issue 15 H5: sources
  // Issue 15 H6: sources
  /** Money moved by a document (AmountPosted), whichever module wrote it. */
  money: 'fleet.money',
  // Issue 15 H7: sources
  /** Report totals a document moved (DocumentTotalsChanged), whichever module wrote it. */
  documents: 'fleet.documents',
} as const;

export const detailTypes = {
  jobOrderStatusChanged: 'JobOrderStatusChanged',
  /** A document reached an approval level: its approvers are told. */
  approvalRequested: 'ApprovalRequested',
  /** An approval level decided (approved, rejected) or withdrew a decision: the requester is told. */
  approvalDecided: 'ApprovalDecided',
  /** A voucher moved stock (its movements, for the store projections). */
  stockMoved: 'StockMoved',
  /** An item of a store fell to the low stock threshold: its store keepers are told (once per crossing). */
  stockLow: 'StockLow',
  /** Issue 14, messages: a message or a comment was posted: its recipients' sockets are told (MessagePosted). */
  messagePosted: 'MessagePosted',
  // Issue 15 H1: detail types
  /** A job order's repair lines changed (garage inspection save / delete): the repair counts. */
  repairLinesChanged: 'RepairLinesChanged',
  // Issue 15 H2: detail types
  // Issue 15 H3: detail types
  // Issue 15 H4: detail types
  // Issue 15 H5: detail types
  // Issue 15 H6: detail types
  /** Money a document moved (KWD by category): the money projection (functions/engines/money). */
  amountPosted: 'AmountPosted',
  // Issue 15 H7: detail types
  /** A document's part in its type's report totals changed (save, update, delete): the document totals. */
  documentTotalsChanged: 'DocumentTotalsChanged',
} as const;

// Issue 15 H1: projection detail types. Every detail type a registered projection
// (functions/engines/projections/registry.ts) handles; the 'projections' bus rule delivers exactly these.
export const projectionDetailTypes: string[] = [
  detailTypes.jobOrderStatusChanged,
  detailTypes.repairLinesChanged,
  // Issue 15 H6: append your projection's detail type below this line.
  detailTypes.amountPosted,
  detailTypes.documentTotalsChanged,
];

export type { ApprovalDecided, ApprovalRequested, JobOrderStatusChanged } from './events-schema.ts';

/** An EventBridge event pattern (the subset this product uses). */
export interface EventPattern {
  source?: string[];
  'detail-type'?: string[];
}

/**
 * Bus rules, defined once: CDK creates an EventBridge rule per entry with the subscriber Lambda
 * as its target (and a DLQ); the local bus delivers PutEvents entries to the same subscribers.
 */
export const busRules = [
  {
    name: 'notifications',
    subscriber: 'notifications',
    description:
      'Job order status changes and approval requests and decisions become notifications pushed to the people concerned.',
    eventPattern: {
      'detail-type': [
        detailTypes.jobOrderStatusChanged,
        detailTypes.approvalRequested,
        detailTypes.approvalDecided,
        detailTypes.stockLow,
        detailTypes.messagePosted,
      ],
    },
  },
  {
    name: 'projections',
    subscriber: 'projections',
    description: 'Job order status changes (and every projection detail type) update the dashboard counters.',
    eventPattern: { 'detail-type': projectionDetailTypes },
  },
] as const satisfies readonly {
  name: string;
  subscriber: string;
  description: string;
  eventPattern: EventPattern;
}[];

/**
 * Scheduled functions (functions/engines/events/<handler>.ts), defined once: CDK schedules each with an
 * EventBridge rule at `rateMinutes`; the local runtime runs it every `localEverySeconds`.
 */
export const scheduledTasks = [
  {
    name: 'outbox',
    handler: 'outbox',
    description: 'Publishes status events left in the outbox when the inline publish after commit failed.',
    rateMinutes: 1,
    localEverySeconds: 5,
  },
] as const;

/** EventBridge matching for the pattern subset above: every listed field must contain the event's value. */
export function matchesPattern(
  pattern: EventPattern,
  event: { source: string; 'detail-type': string },
): boolean {
  if (pattern.source && !pattern.source.includes(event.source)) return false;
  if (pattern['detail-type'] && !pattern['detail-type'].includes(event['detail-type'])) return false;
  return true;
}
