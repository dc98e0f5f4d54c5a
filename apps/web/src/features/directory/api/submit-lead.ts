import type { CopRequestBody, MessageBody, SubmissionResponse } from '@mx/contract';
import { IDEMPOTENCY_HEADER } from '@mx/contract/limits';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface Submission<Body> {
  state: string;
  cxid: string;
  body: Body;
  /** One key per filled-in form: a retry or a double click stores one row. */
  idempotencyKey: string;
}

function post<Body>(kind: 'messages' | 'cop-requests', s: Submission<Body>): Promise<SubmissionResponse> {
  return api<SubmissionResponse>(`/api/${kind}/${encodeURIComponent(s.state)}/${encodeURIComponent(s.cxid)}`, {
    method: 'POST',
    body: s.body,
    headers: { [IDEMPOTENCY_HEADER]: s.idempotencyKey },
  });
}

export const sendMessage = (s: Submission<Partial<MessageBody>>) => post('messages', s);
export const sendCopRequest = (s: Submission<Partial<CopRequestBody>>) => post('cop-requests', s);

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}

export function useSendCopRequest() {
  return useMutation({ mutationFn: sendCopRequest });
}

/** A random key that works on plain HTTP too (crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
