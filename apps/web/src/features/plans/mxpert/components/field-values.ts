/** A form field's text as the API's value: empty is null, digits a number, anything else left for the schema to refuse. */
export function numberOrNull(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = String(value).trim().replace(/,/g, '');
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** An empty date field is null. */
export function blankToNull(value: unknown): unknown {
  return value === '' || value === undefined ? null : value;
}
