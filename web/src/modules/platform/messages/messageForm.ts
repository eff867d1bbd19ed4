/**
 * The new message form as pure functions: its values, the shared schema's messages per field, the
 * job order numbers typed in one box, and the page's route parameters (`?tab&action&messageId`).
 */
import {
  messageTabs,
  sendMessageBody,
  type MessageTab,
  type SendMessageBody,
} from '@fleet/shared/platform/message-board';

/** The form's values: the request's fields, every one given. */
export type ComposeValues = Required<SendMessageBody>;

export const emptyCompose = (): ComposeValues => ({
  subject: '',
  body: '',
  toUsers: [],
  toRoles: [],
  jobOrderNos: [],
});

export type ComposeField = 'subject' | 'body' | 'recipients' | 'jobOrderNos';
const ownFields = ['subject', 'body', 'jobOrderNos'] as const;

/** The server texts of the shared schema, per field of the form (the first message of each). */
export function composeErrors(values: ComposeValues): Partial<Record<ComposeField, string>> {
  const parsed = sendMessageBody.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<ComposeField, string>> = {};
  for (const issue of parsed.error.issues) {
    // The recipients' problems (users, roles, none at all) show under the one recipients field.
    const field = ownFields.find((name) => name === issue.path[0]) ?? 'recipients';
    errors[field] ??= issue.message;
  }
  return errors;
}

export const toSendBody = (values: ComposeValues): SendMessageBody => ({
  ...values,
  subject: values.subject.trim(),
  body: values.body.trim(),
});

/** Job order numbers typed with commas, semicolons or spaces, added once each, in upper case. */
export function addJobOrderNos(current: readonly string[], typed: string): string[] {
  const added = typed
    .split(/[\s,;]+/)
    .map((number) => number.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set([...current, ...added])];
}

export interface MessagesRoute {
  tab: MessageTab;
  messageId?: string;
}

/** `/messages?tab=inbox` and `?tab=inbox&action=details&messageId=<id>` (spec 000 section 1). */
export function readMessagesRoute(params: URLSearchParams): MessagesRoute {
  const tabParam = params.get('tab');
  const tab = (messageTabs as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as MessageTab)
    : 'inbox';
  const messageId = params.get('action') === 'details' ? params.get('messageId')?.trim() : undefined;
  return messageId ? { tab, messageId } : { tab };
}
