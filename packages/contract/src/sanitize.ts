/** A whole tag, closing tag, comment or declaration: '<' right before a letter, '/', '!' or '?', up to its '>'. */
const TAG_LIKE = /<[/!?a-zA-Z][^<>]*>/g;

/**
 * The browser's clean-up of free text before it is sent: tag-like sequences go whole (so
 * '<b>improving</b>' leaves 'improving', not 'bimproving/b'), then any angle bracket left alone,
 * 'javascript:' and inline event-handler patterns are stripped and the text is trimmed. The server
 * never relies on it: text is stored as typed and escaped wherever it is shown.
 */
export function sanitizeText(value: string): string {
  let previous: string;
  let text = value;
  do {
    previous = text;
    text = text
      .replace(TAG_LIKE, '')
      .replace(/[<>]/g, '')
      .replace(/javascript\s*:/gi, '')
      .replace(/\bon[a-z]+\s*=/gi, '');
  } while (text !== previous);
  return text.trim();
}
