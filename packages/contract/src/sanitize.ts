/**
 * The spec's client-side clean-up of free text before it is sent: angle brackets, 'javascript:'
 * and inline event-handler patterns are stripped and the text is trimmed. The server never relies
 * on it: text is stored as typed and escaped wherever it is shown.
 */
export function sanitizeText(value: string): string {
  let previous: string;
  let text = value;
  do {
    previous = text;
    text = text
      .replace(/[<>]/g, '')
      .replace(/javascript\s*:/gi, '')
      .replace(/\bon[a-z]+\s*=/gi, '');
  } while (text !== previous);
  return text.trim();
}
